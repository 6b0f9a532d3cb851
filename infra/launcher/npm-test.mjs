// `npm test`: the build, timed, with the format check beside it, then every other check and test
// (dist/test.js), whose table of wall times ends with these two. Plain JavaScript: the launcher's own
// code exists only after the build.
import { spawn } from 'node:child_process';

/** Runs a command to its end; its output is kept when `keep` is set (printed after the build's). */
function run(command, args, keep) {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    for (const stream of keep ? [child.stdout, child.stderr] : [])
      stream.on('data', (chunk) => chunks.push(chunk));
    const end = (code) =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        code,
        output: Buffer.concat(chunks).toString(),
      });
    child.on('error', (error) => (chunks.push(Buffer.from(`${command}: ${error.message}\n`)), end(1)));
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

// The format check reads only sources, so it needs no build: beside the build it uses the part of a
// core the build leaves idle (alone the build keeps 1.65 of two cores busy), and the test lanes
// after it have one step fewer.
const started = performance.now();
const only = process.env.TEST_ONLY?.split(',').map((name) => name.trim());
const formatting =
  !only || only.includes('format') ? run('npm', ['run', 'format:check', '--silent'], true) : null;
const build = await run('npm', ['run', 'build'], false);
const steps = [{ name: 'build', seconds: build.seconds, code: build.code }];
if (formatting) {
  const format = await formatting;
  console.log(
    `\n━━ format (beside the build): ${format.code === 0 ? 'ok' : `FAILED (exit ${format.code})`}, ${format.seconds.toFixed(1)} s`,
  );
  process.stdout.write(format.output);
  steps.push({ name: 'format', seconds: format.seconds, code: format.code });
}
if (build.code !== 0) {
  console.error(`\nThe build failed (exit ${build.code}); no test ran.`);
  process.exit(build.code);
}
const { runTests } = await import('./dist/test.js');
process.exit(await runTests(steps, (performance.now() - started) / 1000));
