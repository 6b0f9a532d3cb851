import fc from 'fast-check';
import { ErrorBodySchema, routes, type RouteContract } from '@stillframe/contracts';
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

const r = routes.auth;
const calls: Array<{ route: RouteContract; signedIn: boolean }> = [
  { route: r.register, signedIn: false },
  { route: r.login, signedIn: false },
  { route: r.preferences, signedIn: true },
  { route: r.changePassword, signedIn: true },
  { route: r.setEncryptionKey, signedIn: true },
  { route: r.deleteAccount, signedIn: true },
];

it.each(calls)(
  '$route.method $route.path answers 400 naming a field for every body its contract refuses',
  async ({ route, signedIn: needsUser }) => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const response = await t.http[route.method === 'DELETE' ? 'delete' : 'post'](route.path)
          .set(needsUser ? signedIn : asCaller({}))
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        if (route.body!.safeParse(body ?? {}).success) return; // a valid body by chance: its own rules apply
        refused += 1;
        expect(response.status).toBe(400);
        const error = ErrorBodySchema.parse(response.body);
        if (body === null || typeof body !== 'object') {
          // The JSON parser takes only an object or an array as a body.
          expect(error.code).toBe('invalid_json');
        } else {
          expect(error.code).toBe('validation_failed');
          expect(error.details?.[0]?.field).toMatch(/^body/);
        }
      }),
      { numRuns: 60 },
    );
    // The property says nothing unless invalid bodies were actually generated and sent.
    expect(refused).toBeGreaterThanOrEqual(30);
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
