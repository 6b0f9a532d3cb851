import { expect, test, type APIRequestContext } from '@playwright/test';
import { allRoutes, exampleCall, type RouteContract } from '@stillframe/contracts';
import { uniqueEmail } from '../pages/app-pages.js';
import { payForPro } from '../pages/billing-pages.js';

// The access rules (docs/decisions/0002-access-rules.md) for every call of the contracts, against the real stack:
// the real services behind the real gateway, with the Stripe sandbox taking the payment.
type Role = 'anonymous' | 'user' | 'subscriber' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'subscriber', 'admin'];
const expected: Record<RouteContract['access'], Record<Role, number | 'allowed'>> = {
  public: { anonymous: 'allowed', user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  webhook: { anonymous: 'allowed', user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  subscriber: { anonymous: 401, user: 402, subscriber: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, user: 403, subscriber: 403, admin: 'allowed' },
};
// These end or change the session the other rows need; their own tests cover them.
const SKIPPED = new Set(['auth.logout', 'auth.deleteAccount', 'auth.changePassword']);
const PASSWORD = 'a long test password';

const contexts = {} as Record<Role, APIRequestContext>;

async function signUp(context: APIRequestContext): Promise<void> {
  const email = uniqueEmail('matrix');
  const response = await context.post('/api/auth/register', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  for (const role of ROLES) contexts[role] = await playwright.request.newContext({ baseURL });
  await signUp(contexts.user);
  await signUp(contexts.subscriber);
  await payForPro(contexts.subscriber);
  const admin = await contexts.admin.post('/api/auth/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(admin.status()).toBe(200);
});

for (const role of ROLES) {
  test(`every call as ${role}: the access rule holds and nothing answers 5xx`, async () => {
    const problems: string[] = [];
    for (const route of allRoutes.filter((candidate) => !SKIPPED.has(candidate.id))) {
      // Each route is called as its contract's example shows, with an empty body that validation refuses.
      const { path, query } = exampleCall(route);
      const response = await contexts[role].fetch(path, {
        method: route.method,
        params: query,
        data: route.body ? {} : undefined,
      });
      const status = response.status();
      const want = expected[route.access][role];
      const ok = want === 'allowed' ? ![401, 402, 403].includes(status) && status < 500 : status === want;
      if (!ok)
        problems.push(
          `${route.method} ${path}: ${status} (wanted ${want}) ${(await response.text()).slice(0, 120)}`,
        );
    }
    expect(problems).toEqual([]);
  });
}
