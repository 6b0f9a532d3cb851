import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.js';
import { startStack } from './stack.js';
import { aptInstall, freePort, which } from './system.js';
import { startTestInfrastructure } from './test-infrastructure.js';

// `npm test`: every workspace's unit and integration tests against a fresh Postgres and Redis, then
// the browser tests against the whole stack started the way `npm start` starts it.
const WORKSPACES = [
  'packages/contracts',
  'packages/server-kit',
  'packages/db-tools',
  'infra/sandbox',
  'infra/launcher',
  'services/auth',
  'services/catalog',
  'services/library',
  'services/billing',
  'gateway',
  'web',
  'infra/deploy-checks',
];

const run = (command: string, args: string[], env: Record<string, string>, cwd = repoRoot): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results: Array<{ name: string; code: number }> = [];
// Formatting, lint (with the architecture boundaries) and typecheck first: they need no servers.
console.log('\n━━ format, lint and typecheck');
results.push({ name: 'format', code: await run('npx', ['prettier', '--check', '.'], {}) });
results.push({ name: 'lint', code: await run('npx', ['eslint', '.', '--max-warnings', '0'], {}) });
results.push({ name: 'folder cycles', code: await run('npm', ['run', 'cycles', '--silent'], {}) });
results.push({ name: 'typecheck', code: await run('npm', ['run', 'typecheck', '--silent'], {}) });

const infrastructure = await startTestInfrastructure();
try {
  for (const workspace of WORKSPACES) {
    console.log(`\n━━ ${workspace}`);
    results.push({
      name: workspace,
      code: await run('npm', ['test', '--if-present', '--workspace', workspace], infrastructure.env),
    });
  }
} finally {
  await infrastructure.stop();
}

console.log('\n━━ e2e (Playwright, Chromium) against the whole stack');
if (!which('chromium') && !process.env.CHROMIUM_PATH)
  aptInstall(['chromium'], 'Chromium (for the browser tests)');
const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-e2e-'));
chmodSync(dataDir, 0o755);
const port = await freePort();
try {
  const admin = { ADMIN_EMAIL: 'admin@stillframe.test', ADMIN_PASSWORD: 'e2e admin password' };
  const stack = await startStack({
    port,
    dataDir,
    env: { NODE_ENV: 'production', ...admin },
    logLevel: 'warn',
  });
  try {
    results.push({
      name: 'e2e',
      code: await run(
        'npx',
        ['playwright', 'test'],
        {
          BASE_URL: stack.url,
          SANDBOX_STRIPE_URL: stack.sandboxes?.stripe.url ?? '',
          E2E_ADMIN_EMAIL: admin.ADMIN_EMAIL,
          E2E_ADMIN_PASSWORD: admin.ADMIN_PASSWORD,
        },
        join(repoRoot, 'e2e'),
      ),
    });
  } finally {
    await stack.stop();
  }
} catch (error) {
  console.error(error);
  results.push({ name: 'e2e (stack start)', code: 1 });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n━━ Summary');
for (const result of results) console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name}`);
const failed = results.filter((result) => result.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
