// `npm test`: the build, timed, with the format check beside it, then every other check and test
// (dist/test.js), whose table of wall times ends with these two. Plain JavaScript: the launcher's own
// code exists only after the build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a command to its end under timed.sh, which reports its processor time on descriptor 3 (read
 * by dist/test.js); its output is kept when `keep` is set (printed after the build's).
 */
function run(command, args, keep) {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks = [];
    let times = '';
    const timed = fileURLToPath(new URL('timed.sh', import.meta.url));
    const child = spawn('sh', [timed, command, ...args], {
      stdio: keep ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit', 'pipe'],
    });
    for (const stream of keep ? [child.stdout, child.stderr] : [])
      stream.on('data', (chunk) => chunks.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    const end = (code) =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        code,
        times,
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
const steps = [{ name: 'build', ...build }];
if (formatting) {
  const format = await formatting;
  console.log(
    `\n━━ format (beside the build): ${format.code === 0 ? 'ok' : `FAILED (exit ${format.code})`}, ${format.seconds.toFixed(1)} s`,
  );
  process.stdout.write(format.output);
  steps.push({ name: 'format', ...format });
}
if (build.code !== 0) {
  console.error(`\nThe build failed (exit ${build.code}); no test ran.`);
  process.exit(build.code);
}
const { runTests } = await import('./dist/test.js');
const { cpuSecondsOf } = await import('./dist/test-run/cpu-times.js');
const results = steps.map(({ name, seconds, code, times }) => ({
  name,
  seconds,
  code,
  cpuSeconds: cpuSecondsOf(times),
}));
process.exit(await runTests(results, (performance.now() - started) / 1000));
