import { InternalHeader } from '@stillframe/contracts';
import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

const limits = {
  LOGIN_FAILURES_PER_CLIENT: '3',
  LOGIN_FAILURES_PER_ADDRESS: '8',
  LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: '6',
  LOGIN_FAILURES_PER_DEVICE: '4',
};

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp(limits);
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, device?: string) => {
  const call = t.http.post('/api/auth/login').set(asCaller({ ip }));
  if (device) call.set(InternalHeader.device, device);
  return call.send({ email, password });
};

/** Signs up and answers the device token of the browser that did. */
const ownerDevice = async (email: string, password: string): Promise<string> => {
  const response = await t.http
    .post('/api/auth/register')
    .set(asCaller({ ip: '192.0.2.1' }))
    .send({ email, password, confirmPassword: password })
    .expect(201);
  const token = response.headers[InternalHeader.setDevice];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return String(token);
};

it("a stranger from other addresses never locks the owner's trusted device out", async () => {
  const device = await ownerDevice('owner@example.com', 'the real password');
  // Guess from many addresses until every untrusted client is refused.
  for (let attempt = 0; attempt < 20; attempt += 1)
    await login('owner@example.com', 'guess guess', `10.1.${attempt}.1`);
  await login('owner@example.com', 'the real password', '10.1.99.1').expect(429);
  const owner = await login('owner@example.com', 'the real password', '192.0.2.1', device).expect(200);
  // A fresh token at each sign-in; the old one no longer counts as trusted.
  const rotated = String(owner.headers[InternalHeader.setDevice]);
  expect(rotated).not.toBe(device);
  await login('owner@example.com', 'the real password', '192.0.2.1', device).expect(429);
  await login('owner@example.com', 'the real password', '192.0.2.1', rotated).expect(200);
});

it('caps the guesses per account per day from untrusted clients, however many addresses they use', async () => {
  await ownerDevice('capped@example.com', 'the real password');
  let guesses = 0;
  let lastRefusal: Record<string, string> = {};
  for (let address = 0; address < 10; address += 1)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await login('capped@example.com', 'guess guess', `10.2.${address}.1`);
      if (response.status === 401) guesses += 1;
      else {
        expect(response.status).toBe(429);
        lastRefusal = response.headers as Record<string, string>;
      }
    }
  expect(guesses).toBe(Number(limits.LOGIN_FAILURES_PER_ACCOUNT_PER_DAY));
  // Refused until the day's window ends.
  expect(Number(lastRefusal['retry-after'])).toBeGreaterThan(23 * 3600);
});

it('counts failures per account and client: one client waits, another client of the account does not', async () => {
  await ownerDevice('shared@example.com', 'the real password');
  for (let attempt = 0; attempt < 3; attempt += 1)
    await login('shared@example.com', 'guess guess', '10.3.0.1').expect(401);
  const refused = await login('shared@example.com', 'the real password', '10.3.0.1').expect(429);
  expect(refused.body.code).toBe('rate_limited');
  // The first wait is 30 s, doubling with each further failure.
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
  await login('shared@example.com', 'the real password', '10.3.0.2').expect(200);
});

it('a trusted device has its own lockout, which strangers cannot trigger and which leaves others alone', async () => {
  const device = await ownerDevice('device@example.com', 'the real password');
  for (let attempt = 0; attempt < 4; attempt += 1)
    await login('device@example.com', 'wrong guess', '192.0.2.1', device).expect(401);
  await login('device@example.com', 'the real password', '192.0.2.1', device).expect(429);
  // Its failures were its own: an untrusted client of the account is not slowed.
  await login('device@example.com', 'the real password', '10.4.0.1').expect(200);
});

it('a device token only counts for the account it was issued to', async () => {
  const device = await ownerDevice('first@example.com', 'first password');
  await ownerDevice('second@example.com', 'second password');
  for (let attempt = 0; attempt < 3; attempt += 1)
    await login('second@example.com', 'guess guess', '10.5.0.1', device).expect(401);
  await login('second@example.com', 'second password', '10.5.0.1', device).expect(429);
});

it('an address failing across many accounts waits, while trusted devices behind it still sign in', async () => {
  const device = await ownerDevice('victim@example.com', 'victim password');
  for (let attempt = 0; attempt < 8; attempt += 1)
    await login(`someone${attempt}@example.com`, 'guess guess', '10.6.0.1').expect(401);
  const refused = await login('victim@example.com', 'victim password', '10.6.0.1').expect(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  await login('victim@example.com', 'victim password', '10.6.0.1', device).expect(200);
  await login('victim@example.com', 'victim password', '10.6.0.2').expect(200);
});

it('a successful sign-in clears the counter of that client', async () => {
  await ownerDevice('forgetful@example.com', 'right password');
  for (let attempt = 0; attempt < 2; attempt += 1)
    await login('forgetful@example.com', 'wrong guess', '10.7.0.1').expect(401);
  await login('forgetful@example.com', 'right password', '10.7.0.1').expect(200);
  for (let attempt = 0; attempt < 2; attempt += 1)
    await login('forgetful@example.com', 'wrong guess', '10.7.0.1').expect(401);
  await login('forgetful@example.com', 'right password', '10.7.0.1').expect(200);
});
