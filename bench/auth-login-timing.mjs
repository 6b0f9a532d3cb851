// Login timing for an unknown email versus a wrong password: both must cost the same (one argon2id
// verification), so that response times do not reveal which emails have accounts.
import 'reflect-metadata';
import { benchInfrastructure, ms, percentile, table } from './support.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const infrastructure = await benchInfrastructure();
const { createTestDatabase, testServiceEnv, testIdentity } =
  await import('../packages/server-kit/dist/testing/index.js');
const { createLogger } = await import('../packages/server-kit/dist/index.js');
const { loadAuthConfig } = await import('../services/auth/dist/config/env.js');
const { createAuthService } = await import('../services/auth/dist/bootstrap.js');

const config = loadAuthConfig(
  testServiceEnv({
    DATABASE_URL: await createTestDatabase('bench_auth'),
    LOGIN_FAILURES_PER_CLIENT: '1000000',
    LOGIN_FAILURES_PER_ADDRESS: '1000000',
    LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: '1000000',
  }),
);
const app = await createAuthService(config, createLogger('bench', 'silent'));
await app.listen(0, '127.0.0.1');
const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
const call = async (email, password) => {
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stillframe-identity': testIdentity({}) },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
};

await fetch(`${url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-stillframe-identity': testIdentity({}) },
  body: JSON.stringify({
    email: 'known@example.com',
    password: 'the right password',
    confirmPassword: 'the right password',
  }),
});
const samples = { 'wrong password': [], 'unknown email': [], 'right password': [] };
for (let round = 0; round < ROUNDS; round += 1) {
  // Interleaved so that machine noise hits all three alike.
  samples['wrong password'].push((await call('known@example.com', 'not the password')).ms);
  samples['unknown email'].push((await call(`nobody${round}@example.com`, 'not the password')).ms);
  samples['right password'].push((await call('known@example.com', 'the right password')).ms);
}
console.log(`\nLogin timing over ${ROUNDS} rounds (argon2id m=19 MiB, t=2, p=1)\n`);
table(
  Object.entries(samples).map(([kind, values]) => ({
    case: kind,
    p50: ms(percentile(values, 50)),
    p90: ms(percentile(values, 90)),
    p99: ms(percentile(values, 99)),
  })),
);
const gap = Math.abs(percentile(samples['wrong password'], 50) - percentile(samples['unknown email'], 50));
console.log(`\nmedian gap unknown email vs wrong password: ${ms(gap)}`);
await app.close();
await infrastructure.stop();
process.exit(0);
