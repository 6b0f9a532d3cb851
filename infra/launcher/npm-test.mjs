// `npm test`: the build, timed, then every check and test (dist/test.js), whose table of wall times
// ends with the build's. Plain JavaScript: the launcher's own code exists only after the build.
import { spawnSync } from 'node:child_process';

const started = performance.now();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const buildStep = { name: 'build', seconds: (performance.now() - started) / 1000, code: build.status ?? 1 };
if (buildStep.code !== 0) {
  console.error(`\nThe build failed (exit ${buildStep.code}); no test ran.`);
  process.exit(buildStep.code);
}
const { runTests } = await import('./dist/test.js');
process.exit(await runTests([buildStep]));
