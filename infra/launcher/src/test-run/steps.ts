import type { ScheduledStep } from './schedule.js';

/**
 * What `npm test` runs after the build. `check`: a command that needs no servers; `workspace`: a
 * workspace's tests against its lane's own Postgres and Redis; `e2e`: Playwright against the whole
 * stack started the way `npm start` starts it.
 */
export type TestStep = ScheduledStep &
  (
    | { kind: 'check'; command: string; args: string[] }
    | { kind: 'workspace'; workspace: string }
    | { kind: 'e2e' }
  );

/**
 * What the build does not typecheck: the tests. The back end's tests are the files of
 * tsconfig.tests.json at the root, one program over the build's declarations; the browser tests resolve
 * modules as a bundler does, so they keep their own program. The web's build checks everything of the
 * web, tests included. The root script `typecheck:tests` runs both.
 */
export const TESTS_PROGRAM = 'tsconfig.tests.json';
export const OWN_TYPECHECK = ['e2e'];
export const TESTS_TYPECHECK_SCRIPT = 'typecheck:tests';

// Expected seconds (alone, on a quiet machine) only order the steps, longest first: the browser tests
// and the gateway's suites are the long ones.
const check = (name: string, expectedSeconds: number, command: string, args: string[]): TestStep => ({
  name,
  expectedSeconds,
  kind: 'check',
  command,
  args,
});
const workspace = (name: string, expectedSeconds: number): TestStep => ({
  name,
  expectedSeconds,
  kind: 'workspace',
  workspace: name,
});

/** The format check is not among them: `npm test` runs it beside the build (infra/launcher/npm-test.mjs). */
export const TEST_STEPS: readonly TestStep[] = [
  check('lint', 30, 'npm', ['run', 'lint', '--silent']),
  check('typecheck (tests)', 10, 'npm', ['run', TESTS_TYPECHECK_SCRIPT, '--silent']),
  check('folder cycles', 2, 'npm', ['run', 'cycles', '--silent']),
  workspace('packages/contracts', 10),
  workspace('packages/server-kit', 8),
  workspace('packages/db-tools', 12),
  workspace('infra/sandbox', 15),
  workspace('infra/launcher', 42),
  workspace('services/auth', 11),
  workspace('services/catalog', 30),
  workspace('services/library', 35),
  workspace('services/billing', 17),
  workspace('gateway', 38),
  workspace('web', 57),
  workspace('infra/deploy-checks', 35),
  { name: 'e2e', expectedSeconds: 150, kind: 'e2e' },
];
