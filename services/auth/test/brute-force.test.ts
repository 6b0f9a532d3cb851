import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ADDRESS: '8' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.http.post('/api/auth/login').set(asCaller({ ip })).send({ email, password });

it('slows an account down with 429 and Retry-After after repeated failures', async () => {
  await t.signUp('target@example.com', 'the real password');
  for (let attempt = 0; attempt < 3; attempt += 1)
    await login('target@example.com', 'guess guess', `10.1.0.${attempt}`).expect(401);
  const refused = await login('target@example.com', 'the real password', '10.1.0.99').expect(429);
  expect(refused.body.code).toBe('rate_limited');
  const retryAfter = Number(refused.headers['retry-after']);
  // The first delay is 30 s: short enough that the real owner is not locked out for long.
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(30);
});

it('refuses an address that fails across many accounts, while other addresses still sign in', async () => {
  await t.signUp('victim@example.com', 'victim password');
  for (let attempt = 0; attempt < 8; attempt += 1)
    await login(`someone${attempt}@example.com`, 'guess guess', '10.2.0.1').expect(401);
  const refused = await login('victim@example.com', 'victim password', '10.2.0.1').expect(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  await login('victim@example.com', 'victim password', '10.2.0.2').expect(200);
});

it('a successful sign-in clears the account counter', async () => {
  await t.signUp('forgetful@example.com', 'right password');
  for (let attempt = 0; attempt < 2; attempt += 1)
    await login('forgetful@example.com', 'wrong guess', '10.3.0.1').expect(401);
  await login('forgetful@example.com', 'right password', '10.3.0.1').expect(200);
  for (let attempt = 0; attempt < 2; attempt += 1)
    await login('forgetful@example.com', 'wrong guess', '10.3.0.1').expect(401);
  await login('forgetful@example.com', 'right password', '10.3.0.1').expect(200);
});
