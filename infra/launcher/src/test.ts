import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.js';
import { startStack } from './stack.js';
import { freePort } from '@stillframe/server-kit/ports';
import { aptInstall, which } from './system.js';
import { startTestInfrastructure } from './test-infrastructure.js';
import { runBuffered, type BufferedRun } from './test-run/child.js';
import { runScheduled } from './test-run/schedule.js';
import { TEST_STEPS, type TestStep } from './test-run/steps.js';
import { formatTimingTable, type StepResult } from './test-run/timing-table.js';

// `npm test` after the build: static checks, every workspace's tests and the browser tests, side by
// side in lanes. Each lane that runs workspace tests has its own fresh Postgres and Redis, so suites
// that flush Redis or stop Postgres (the outage tests) never touch another lane's. Output is kept per
// step and printed whole when the step ends; the failing steps and a timing table come last.

/**
 * Steps at once, on two cores: three, because at two a clean run kept the cores only 70 % busy
 * (steps wait on browsers, webhooks, sentinels and timers); decision 0036 has the figures.
 */
const DEFAULT_LANES = 3;

type TestInfrastructure = Awaited<ReturnType<typeof startTestInfrastructure>>;

export async function runTests(
  earlier: readonly StepResult[] = [],
  /** Wall seconds the earlier steps took in all (less than their sum when they ran side by side). */
  secondsBefore = sum(earlier),
): Promise<number> {
  const started = performance.now();
  const lanes = Number(process.env.TEST_LANES) || DEFAULT_LANES;
  // TEST_ONLY=lint,gateway runs only the named steps (while working on them).
  const only = process.env.TEST_ONLY?.split(',').map((name) => name.trim());
  const steps = TEST_STEPS.filter((step) => !only || only.includes(step.name));
  if (
    steps.some((step) => step.kind === 'e2e') &&
    !which('chromium-headless-shell') &&
    !process.env.CHROMIUM_PATH
  )
    aptInstall(['chromium-headless-shell'], "Chromium's headless shell (for the browser tests)");

  const servers = new Map<number, Promise<TestInfrastructure>>();
  const serversOf = (lane: number) => {
    if (!servers.has(lane)) servers.set(lane, startTestInfrastructure());
    return servers.get(lane)!;
  };
  console.log(`━━ ${steps.length} steps, at most ${lanes} at a time (TEST_LANES)`);
  let results: Map<string, StepResult>;
  try {
    results = await runScheduled(steps, lanes, async (step, lane) => {
      console.log(`▸ ${step.name} (lane ${lane + 1})`);
      const stepStarted = performance.now();
      const run = await runStep(step, () => serversOf(lane)).catch((error: unknown): BufferedRun => ({
        code: 1,
        output: `${String((error as Error).stack ?? error)}\n`,
        cpuSeconds: null,
      }));
      const seconds = (performance.now() - stepStarted) / 1000;
      console.log(
        `\n━━ ${step.name}: ${run.code === 0 ? 'ok' : `FAILED (exit ${run.code})`}, ${seconds.toFixed(1)} s`,
      );
      process.stdout.write(run.output.endsWith('\n') || !run.output ? run.output : `${run.output}\n`);
      return { name: step.name, seconds, cpuSeconds: run.cpuSeconds, code: run.code };
    });
  } finally {
    await Promise.all(
      [...servers.values()].map(async (infrastructure) => (await infrastructure.catch(() => null))?.stop()),
    );
  }

  const all = [...earlier, ...steps.map((step) => results.get(step.name)!)];
  const failed = all.filter((result) => result.code !== 0);
  console.log('\n━━ Summary');
  console.log(formatTimingTable(all, (performance.now() - started) / 1000 + secondsBefore));
  console.log(`${all.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length) console.log(`failed: ${failed.map((result) => result.name).join(', ')}`);
  return failed.length ? 1 : 0;
}

const sum = (results: readonly StepResult[]) => results.reduce((total, result) => total + result.seconds, 0);

function runStep(step: TestStep, servers: () => Promise<TestInfrastructure>): Promise<BufferedRun> {
  switch (step.kind) {
    case 'check':
      return runBuffered(step.command, step.args, { cwd: repoRoot });
    case 'workspace':
      return servers().then(({ env }) =>
        runBuffered('npm', ['test', '--if-present', '--workspace', step.workspace], { cwd: repoRoot, env }),
      );
    case 'e2e':
      return runBrowserTests();
  }
}

/**
 * Every browser of the browser tests, each a different person, comes from 127.0.0.1, and the gateway
 * limits calls per address: two workers touring screens passed its 600 calls a minute, and the next
 * test met 429s where it expected its sign-in checked (a fair-use run failed so). The limits keep
 * their production values everywhere else; the gateway's own tests drive them.
 */
const ONE_ADDRESS_FOR_EVERY_USER = {
  RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
  RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
};

/** Playwright against the whole stack, with its own Postgres and Redis in a folder removed afterwards. */
async function runBrowserTests(): Promise<BufferedRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-e2e-'));
  chmodSync(dataDir, 0o755);
  try {
    const admin = { ADMIN_EMAIL: 'admin@stillframe.test', ADMIN_PASSWORD: 'e2e admin password' };
    const stack = await startStack({
      port: await freePort(),
      dataDir,
      env: { NODE_ENV: 'production', ...admin },
      logLevel: 'warn',
      gatewayEnv: ONE_ADDRESS_FOR_EVERY_USER,
    });
    let run: BufferedRun;
    try {
      run = await runBuffered('npx', ['playwright', 'test'], {
        cwd: join(repoRoot, 'e2e'),
        env: {
          BASE_URL: stack.url,
          SANDBOX_STRIPE_URL: stack.sandboxes?.stripe.url ?? '',
          E2E_ADMIN_EMAIL: admin.ADMIN_EMAIL,
          E2E_ADMIN_PASSWORD: admin.ADMIN_PASSWORD,
          METRICS_URLS: JSON.stringify(stack.metrics),
        },
      });
    } finally {
      await stack.stop();
    }
    return run.code === 0 ? run : { ...run, output: run.output + stackWarnings(join(dataDir, 'logs')) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The apps' logs of a failed browser run (warnings and errors only: the stack logs at 'warn'), before they go. */
function stackWarnings(logDir: string): string {
  const logs = (existsSync(logDir) ? readdirSync(logDir) : [])
    .filter((file) => file.endsWith('.log'))
    .map((file) => ({ file, text: readFileSync(join(logDir, file), 'utf8').trim() }))
    .filter(({ text }) => text);
  if (!logs.length) return '\nThe stack logged no warning or error.\n';
  return logs.map(({ file, text }) => `\n━━ the stack's ${file}\n${text}\n`).join('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await runTests());
