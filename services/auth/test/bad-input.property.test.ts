import fc from 'fast-check';
import { ErrorBodySchema } from '@stillframe/contracts';
import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

let t: AuthTestApp;
let signedIn: Record<string, string>;
beforeAll(async () => {
  t = await startAuthTestApp({
    LOGIN_FAILURES_PER_CLIENT: '100000',
    LOGIN_FAILURES_PER_ADDRESS: '100000',
    LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: '100000',
  });
  signedIn = (await t.signUp('fuzz@example.com', 'fuzz password')).headers;
});
afterAll(() => t.close());

/** Bodies of any JSON shape, and objects that use the real field names with values of any type. */
const fieldNames = [
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'defaultSearchOrder',
  'defaultSearchDuration',
  'defaultViewMode',
  'wrappedKey',
  'wrappedKeyIv',
  'encryptionKey',
];
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(...fieldNames),
    fc.oneof(fc.jsonValue(), fc.string(), fc.emailAddress(), fc.string({ minLength: 300, maxLength: 2000 })),
  ),
);

const calls: Array<{ method: 'post' | 'delete'; path: string; signedIn: boolean }> = [
  { method: 'post', path: '/api/auth/register', signedIn: false },
  { method: 'post', path: '/api/auth/login', signedIn: false },
  { method: 'post', path: '/api/auth/preferences', signedIn: true },
  { method: 'post', path: '/api/auth/change-password', signedIn: true },
  { method: 'post', path: '/api/auth/encryption-key', signedIn: true },
  { method: 'delete', path: '/api/auth/delete-account', signedIn: true },
];

it.each(calls)(
  '$method $path answers a 4xx error body (never a 500) for any malformed body',
  async ({ method, path, signedIn: needsUser }) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const response = await t.http[method](path)
          .set(needsUser ? signedIn : asCaller({}))
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        if (response.status >= 200 && response.status < 300) return; // a valid body by chance
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(ErrorBodySchema.parse(response.body).message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  },
);

it('answers 400 invalid_json for malformed JSON and 413 for an oversized body', async () => {
  const malformed = await t.http
    .post('/api/auth/login')
    .set(asCaller({}))
    .set('content-type', 'application/json')
    .send('{"email": ');
  expect(malformed.status).toBe(400);
  expect(malformed.body.code).toBe('invalid_json');
  const huge = await t.http
    .post('/api/auth/login')
    .set(asCaller({}))
    .set('content-type', 'application/json')
    .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300_000) }));
  expect(huge.status).toBe(413);
  expect(huge.body.code).toBe('payload_too_large');
});
