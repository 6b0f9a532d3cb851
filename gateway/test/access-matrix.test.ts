import { allRoutes, exampleCall, type RouteContract } from '@stillframe/contracts';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';

let t: GatewayTestApp;
let agents: Record<Role, Agent>;

/** What each role must get from each access rule (docs/decisions/0002-access-rules.md). */
const expected: Record<RouteContract['access'], Record<Role, number | 'allowed'>> = {
  public: { anonymous: 'allowed', user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  webhook: { anonymous: 'allowed', user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, user: 'allowed', subscriber: 'allowed', admin: 'allowed' },
  subscriber: { anonymous: 401, user: 402, subscriber: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, user: 403, subscriber: 403, admin: 'allowed' },
};

/** Unknown account ids the real auth service answers 404 to: the call passed the access rule. */
const UNKNOWN_USER_ROUTES = new Set(['admin.deleteUser', 'admin.promoteUser']);

/**
 * What a role that may call a route gets: the empty body `{}` is refused by validation, which comes
 * after the access rule (400); an unknown user id is not found by auth (404); anything else is
 * answered by the service (the stand-ins answer 200).
 */
const allowedAnswer = (route: RouteContract): { status: number; code?: string } => {
  if (route.body && route.access !== 'webhook') return { status: 400, code: 'validation_failed' };
  if (UNKNOWN_USER_ROUTES.has(route.id)) return { status: 404, code: 'not_found' };
  return { status: 200 };
};

beforeAll(async () => {
  t = await startGatewayTestApp({
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
  });
  agents = await roleAgents(t, 'matrix');
});
afterAll(() => t.close());

// Logging out would end the session the next rows need; it has its own test.
const routes = allRoutes.filter((route) => route.id !== 'auth.logout');

describe.each(['anonymous', 'user', 'subscriber', 'admin'] as Role[])('as %s', (role) => {
  it.each(routes.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
    // Each route is called as its contract's example shows, with an empty body that validation refuses.
    const { path, query } = exampleCall(route);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const agent = agents[role];
    const response = await agent[method](path)
      .query(query)
      .send(route.body ? {} : undefined);
    const want = expected[route.access][role];
    if (want === 'allowed') {
      const answer = allowedAnswer(route);
      expect({ status: response.status, code: response.body?.code }).toEqual({
        status: answer.status,
        code: answer.code,
      });
    } else {
      expect(response.status).toBe(want);
      expect(response.body.code).toBe(
        { 401: 'unauthorized', 402: 'subscription_required', 403: 'forbidden' }[want],
      );
    }
  });
});
