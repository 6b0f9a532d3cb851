import { runScheduled, type ScheduledStep } from '../src/test-run/schedule.js';
import { OWN_TYPECHECK, TEST_STEPS, TESTS_PROGRAM, TESTS_TYPECHECK_SCRIPT } from '../src/test-run/steps.js';
import { formatTimingTable } from '../src/test-run/timing-table.js';
import { cpuSecondsOf } from '../src/test-run/cpu-times.js';
import { runBuffered } from '../src/test-run/child.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../src/paths.js';

/** Steps whose ends the test decides: each `execute` waits until the test calls `finish(name)`. */
function controlledRun(steps: ScheduledStep[], concurrency: number) {
  const log: string[] = [];
  const finishers = new Map<string, () => void>();
  const done = runScheduled(steps, concurrency, (step, lane) => {
    log.push(`start ${step.name} lane ${lane}`);
    return new Promise<string>((resolve) =>
      finishers.set(step.name, () => {
        log.push(`end ${step.name}`);
        resolve(`${step.name} result`);
      }),
    );
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    finishers.get(name)!();
    await settle();
  };
  return { log, done, finish, settle };
}

describe('the test schedule', () => {
  it('starts the longest steps first, never more than the lanes at once, reusing a lane that ended', async () => {
    const run = controlledRun(
      [
        { name: 'short', expectedSeconds: 5 },
        { name: 'long', expectedSeconds: 300 },
        { name: 'middle', expectedSeconds: 60 },
      ],
      2,
    );
    await run.settle();
    expect(run.log).toEqual(['start long lane 0', 'start middle lane 1']);
    await run.finish('middle');
    expect(run.log.slice(2)).toEqual(['end middle', 'start short lane 1']);
    await run.finish('short');
    await run.finish('long');
    expect([...(await run.done).entries()]).toEqual(
      expect.arrayContaining([
        ['long', 'long result'],
        ['middle', 'middle result'],
        ['short', 'short result'],
      ]),
    );
  });

  it('holds a step until the steps it waits for have ended, whatever their length', async () => {
    const run = controlledRun(
      [
        { name: 'first', expectedSeconds: 1 },
        { name: 'second', expectedSeconds: 500, after: ['first'] },
        { name: 'other', expectedSeconds: 10 },
      ],
      2,
    );
    await run.settle();
    expect(run.log).toEqual(['start other lane 0', 'start first lane 1']);
    await run.finish('first');
    expect(run.log.slice(2)).toEqual(['end first', 'start second lane 1']);
    await run.finish('other');
    await run.finish('second');
    expect((await run.done).size).toBe(3);
  });

  it('refuses a step waiting for one that does not exist, and steps waiting for each other', async () => {
    await expect(
      runScheduled([{ name: 'a', expectedSeconds: 1, after: ['b'] }], 2, async () => 0),
    ).rejects.toThrow('a waits for an unknown step: b');
    await expect(
      runScheduled(
        [
          { name: 'a', expectedSeconds: 1, after: ['b'] },
          { name: 'b', expectedSeconds: 1, after: ['a'] },
        ],
        2,
        async () => 0,
      ),
    ).rejects.toThrow('steps wait in a cycle: a, b');
  });

  it('runs every step on one lane when asked for none', async () => {
    const lanes: number[] = [];
    await runScheduled(
      [
        { name: 'a', expectedSeconds: 2 },
        { name: 'b', expectedSeconds: 1 },
      ],
      0,
      async (_step, lane) => lanes.push(lane),
    );
    expect(lanes).toEqual([0, 0]);
  });
});

describe('the steps of npm test', () => {
  const manifest = (path: string) =>
    JSON.parse(readFileSync(join(repoRoot, path, 'package.json'), 'utf8')) as {
      workspaces?: string[];
      scripts?: Record<string, string>;
    };

  it('run every workspace that has tests, and the browser tests, once each', () => {
    const withTests = manifest('.')
      .workspaces!.filter((workspace) => manifest(workspace).scripts?.test)
      .sort();
    const run = TEST_STEPS.flatMap((step) => (step.kind === 'workspace' ? [step.workspace] : [])).sort();
    expect(run).toEqual(withTests);
    expect(TEST_STEPS.filter((step) => step.kind === 'e2e')).toHaveLength(1);
    expect(new Set(TEST_STEPS.map((step) => step.name)).size).toBe(TEST_STEPS.length);
  });

  it("typecheck every file each workspace's own typecheck does, except the web's, whose build checks it all", () => {
    const filesOf = (config: string) => {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        join(repoRoot, config),
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
            throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
          },
        },
      )!;
      return parsed.fileNames;
    };
    const inTestsProgram = new Set(filesOf(TESTS_PROGRAM));
    const withTypecheck = manifest('.').workspaces!.filter(
      (workspace) => manifest(workspace).scripts?.typecheck && workspace !== 'web',
    );
    const left = withTypecheck
      .filter((workspace) => !OWN_TYPECHECK.includes(workspace))
      .flatMap((workspace) => filesOf(join(workspace, 'tsconfig.json')))
      .filter((file) => !inTestsProgram.has(file));
    expect(left).toEqual([]);
    expect(inTestsProgram.size).toBeGreaterThan(100);
    const typecheck = TEST_STEPS.find(
      (step) => step.kind === 'check' && step.args[1] === TESTS_TYPECHECK_SCRIPT,
    );
    expect(typecheck?.kind === 'check' && typecheck.command).toBe('npm');
    expect(manifest('.').scripts?.[TESTS_TYPECHECK_SCRIPT]?.split(' && ')).toEqual([
      `tsgo -p ${TESTS_PROGRAM} --noEmit`,
      ...OWN_TYPECHECK.map((name) => `npm run typecheck --silent -w ${name}`),
    ]);
    for (const name of OWN_TYPECHECK)
      expect(manifest(name).scripts?.typecheck).toMatch(/^tsgo -p tsconfig.json( --noEmit)?$/);
    expect(manifest('web').scripts?.build).toMatch(/^tsgo -p tsconfig.json --noEmit && /);
  });
});

describe('the timing table', () => {
  it('lists each step with its wall and processor seconds and exit code, aligned, then the totals', () => {
    const table = formatTimingTable(
      [
        { name: 'build', seconds: 95.04, cpuSeconds: 150.26, code: 0 },
        { name: 'gateway', seconds: 241.26, cpuSeconds: 80, code: 1 },
        { name: 'lint', seconds: 7, cpuSeconds: null, code: 0 },
      ],
      312.5,
    );
    expect(table.split('\n')).toEqual([
      'step          seconds  CPU s  exit',
      '────────────  ───────  ─────  ────',
      'build            95.0  150.3     0',
      'gateway         241.3   80.0     1',
      'lint              7.0      –     0',
      '────────────  ───────  ─────  ────',
      'total (wall)    312.5  230.3     1',
    ]);
  });

  it('says exit 0 in the total when every step passed', () => {
    expect(
      formatTimingTable([{ name: 'a', seconds: 1, cpuSeconds: 0.5, code: 0 }], 1)
        .split('\n')
        .at(-1),
    ).toBe('total (wall)      1.0    0.5     0');
  });
});

describe("a step's processor time", () => {
  it('reads the children line of POSIX times', () => {
    expect(cpuSecondsOf('0m0.01s 0m0.00s\n1m2.50s 0m3.25s\n')).toBe(65.75);
    expect(cpuSecondsOf('')).toBeNull();
  });

  it("is measured for a step's whole process tree, with its output and exit code kept", async () => {
    // A shell that starts a child which spins until it has used half a second of processor time.
    const spin = `node -e "while (process.cpuUsage().user < 500000);"; echo spun; exit 3`;
    const run = await runBuffered('sh', ['-c', spin], { cwd: repoRoot });
    expect(run.code).toBe(3);
    expect(run.output).toBe('spun\n');
    expect(run.cpuSeconds).toBeGreaterThanOrEqual(0.5);
  });

  it("fails the step, with the shell's message, when its command does not exist", async () => {
    const run = await runBuffered('no-such-command-here', [], { cwd: repoRoot });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/no-such-command-here.*not found/);
  });
});
