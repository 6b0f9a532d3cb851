import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeApp, type NodeAppOptions, type RunningProcess } from '../src/services.js';
import { CrashHistory, type SupervisionPolicy } from '../src/supervision.js';
import { freePort } from '@stillframe/server-kit/ports';

const entry = fileURLToPath(new URL('./fixtures/crashing-app.mjs', import.meta.url));
const logDir = mkdtempSync(join(tmpdir(), 'stillframe-supervision-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

const reporter = () => {
  const lines: string[] = [];
  return {
    lines,
    report: { info: (l: string) => lines.push(l), error: (l: string) => lines.push(`ERROR ${l}`) },
  };
};
/** The stand-in app on a free port, supervised by the launcher's code. */
const supervised = async (
  name: string,
  env: Record<string, string>,
  supervision: Partial<SupervisionPolicy>,
  report: NodeAppOptions['report'],
) => startNodeApp({ name, entry, port: await freePort(), env, logDir, readyPath: '/', supervision, report });
const pidAt = async (url: string): Promise<number | null> =>
  fetch(url).then(
    async (response) => ((await response.json()) as { pid: number }).pid,
    () => null,
  );
const eventually = async <T>(probe: () => Promise<T | null | false>, what: string): Promise<T> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the launcher supervises its apps', () => {
  let app: RunningProcess | undefined;
  afterEach(() => app?.stop());

  it('restarts an app that crashed, with a growing wait, and says so in the log', async () => {
    const { lines, report } = reporter();
    app = await supervised('fixture', {}, { firstDelayMs: 100 }, report);
    const first = await pidAt(app.url);
    await fetch(`${app.url}/crash`);
    const second = await eventually(async () => {
      const pid = await pidAt(app!.url);
      return pid !== null && pid !== first && pid;
    }, 'a new process after the first crash');
    await fetch(`${app.url}/crash`);
    await eventually(async () => {
      const pid = await pidAt(app!.url);
      return pid !== null && pid !== second && pid;
    }, 'a new process after the second crash');
    expect(lines).toEqual([
      '[stillframe] fixture exited unexpectedly (exit code 3); restarting in 0.1 s (restart 1)',
      expect.stringMatching(/^\[stillframe\] fixture restarted \(pid \d+\)$/),
      '[stillframe] fixture exited unexpectedly (exit code 3); restarting in 0.2 s (restart 2)',
      expect.stringMatching(/^\[stillframe\] fixture restarted \(pid \d+\)$/),
    ]);
  });

  it('gives up loudly on an app that keeps crashing right after it starts', async () => {
    const { lines, report } = reporter();
    app = await supervised(
      'crash-loop',
      { CRASH_AFTER_MS: '700' },
      { firstDelayMs: 50, maxQuickCrashes: 3 },
      report,
    );
    const last = await eventually(async () => lines.find((line) => line.startsWith('ERROR')), 'giving up');
    expect(last).toMatch(/crash-loop crashed 3 times in a row within seconds of starting .*no more restarts/);
    expect(lines.filter((line) => line.includes('restarting in'))).toHaveLength(2);
    expect(await pidAt(app.url)).toBeNull();
  });
});

describe('the restart policy', () => {
  const policy = { firstDelayMs: 1000, maxDelayMs: 4000, quickCrashMs: 10_000, maxQuickCrashes: 4 };

  it('doubles the wait up to the limit, and starts over once an app stayed up', () => {
    const history = new CrashHistory(policy);
    expect(history.crashed(60_000)).toEqual({ restartInMs: 1000, attempt: 1 });
    expect(history.crashed(60_000)).toEqual({ restartInMs: 1000, attempt: 1 });
    expect(history.crashed(500)).toEqual({ restartInMs: 2000, attempt: 2 });
    expect(history.crashed(500)).toEqual({ restartInMs: 4000, attempt: 3 });
    expect(history.crashed(500)).toEqual({ restartInMs: 4000, attempt: 4 });
    expect(history.crashed(500)).toEqual({ giveUp: true, quickCrashes: 4 });
  });
});
