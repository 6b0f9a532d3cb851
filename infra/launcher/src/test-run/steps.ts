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
 * What the build does not typecheck: the tests. The back end's tests compile as one program
 * (tsconfig.tests.json at the root: the libraries' types read once, not once per workspace); the
 * browser tests resolve modules as a bundler does, so they keep their own program. The web's build
 * checks everything of the web, tests included.
 */
export const TESTS_PROGRAM = 'tsconfig.tests.json';
export const OWN_TYPECHECK = ['e2e'];

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

export const TEST_STEPS: readonly TestStep[] = [
  check('format', 15, 'npx', ['prettier', '--check', '.']),
  check('lint', 34, 'npx', ['eslint', '.', '--max-warnings', '0']),
  check('folder cycles', 2, 'npm', ['run', 'cycles', '--silent']),
  check('typecheck (tests)', 14, 'npx', ['tsc', '-p', TESTS_PROGRAM]),
  ...OWN_TYPECHECK.map((name) =>
    check(`typecheck (${name})`, 5, 'npm', ['run', 'typecheck', '--silent', '--workspace', name]),
  ),
  workspace('packages/contracts', 10),
  workspace('packages/server-kit', 8),
  workspace('packages/db-tools', 12),
  workspace('infra/sandbox', 15),
  workspace('infra/launcher', 24),
  workspace('services/auth', 11),
  workspace('services/catalog', 30),
  workspace('services/library', 35),
  workspace('services/billing', 17),
  workspace('gateway', 38),
  workspace('web', 57),
  workspace('infra/deploy-checks', 35),
  { name: 'e2e', expectedSeconds: 150, kind: 'e2e' },
];
