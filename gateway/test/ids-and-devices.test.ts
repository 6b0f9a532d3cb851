import request from 'supertest';
import type { z } from 'zod';
import {
  allRoutes,
  buildPath,
  DeviceCookieName,
  exampleCall,
  InternalHeader,
  type RouteContract,
} from '@stillframe/contracts';
import { testIdentity } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

type Agent = ReturnType<GatewayTestApp['agent']>;

let t: GatewayTestApp;
let admin: Agent;
let adminId: string;

const register = async (email: string) => {
  const agent = t.agent();
  const response = await agent
    .post('/api/auth/register')
    .set('x-forwarded-for', '198.51.100.7')
    .send({ email, password: 'long password', confirmPassword: 'long password' })
    .expect(201);
  return { agent, userId: String(response.body.user.id), response };
};

const subscribe = (userId: string) => t.billing.entitlements.set(userId, entitlementOf());

beforeAll(async () => {
  t = await startGatewayTestApp(
    {
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
      TRUST_PROXY_HOPS: '1',
    },
    { realLibrary: true, authEnv: { LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: '3' } },
  );
  admin = t.agent();
  const login = await admin
    .post('/api/auth/login')
    .send({ email: 'admin@example.com', password: 'admin password' })
    .expect(200);
  adminId = String(login.body.user.id);
}, 120_000);
afterAll(() => t.close());

const paramShape = (route: RouteContract) =>
  (route.params as z.ZodObject<Record<string, z.ZodType>> | undefined)?.shape ?? {};
/** The route's example params: every route with a path parameter has them (the contracts' tests check). */
const exampleParams = (route: RouteContract) => route.example?.params ?? {};
/** A param whose contract reads another casing of its example as the example itself: an id. */
const isCanonicalisingId = (schema: z.ZodType, example: string) =>
  example.toUpperCase() !== example && schema.safeParse(example.toUpperCase()).data === example;

describe('ids at the edge', () => {
  // Derived from the contracts: a new route with a path parameter joins these rows by its example.
  const routesWithParams = allRoutes.filter((route) => route.params);

  it('has an example value for every path parameter of every route', () => {
    expect(routesWithParams.length).toBeGreaterThan(0);
    for (const route of routesWithParams)
      expect(Object.keys(exampleParams(route)).sort()).toEqual(Object.keys(paramShape(route)).sort());
  });

  it.each(routesWithParams.map((route) => [route.id, route] as const))(
    '%s: an upper-case id passes as the id, and what is no id is 400 naming the parameter',
    async (_id, route) => {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const { query, body } = exampleCall(route);
      const call = (params: Record<string, string>) =>
        admin[method](buildPath(route.path, params))
          .query(query)
          .send(body as object | undefined);
      const example = exampleParams(route);
      for (const [name, schema] of Object.entries(paramShape(route))) {
        for (const hostile of ['a\0b', ' ', 'x'.repeat(300), '../..', '%zz']) {
          const response = await call({ ...example, [name]: hostile });
          expect(response.status).toBe(400);
          expect(response.body.details[0].field).toMatch(new RegExp(`^params\\.${name}`));
        }
        const value = example[name] ?? '';
        if (isCanonicalisingId(schema, value)) {
          const response = await call({ ...example, [name]: value.toUpperCase() });
          expect(response.status).not.toBe(400);
          expect(response.status).toBeLessThan(500);
        }
      }
    },
  );

  it('refuses an admin deleting their own account by their id in upper case', async () => {
    const response = await admin.delete(`/api/admin/users/${adminId.toUpperCase()}`).expect(403);
    expect(response.body.code).toBe('forbidden');
    await admin.get('/api/auth/user').expect(200);
  });

  it('deleting a user by an upper-case id ends their sessions and purges their notes and favourites', async () => {
    const { agent, userId } = await register('loud-deletion@example.com');
    subscribe(userId);
    await agent
      .post('/api/notes')
      .send({ note: 'kept?', videoId: 'abcdefghijk', videoTitle: 'A video', timestamp: 3 })
      .expect(201);
    await agent
      .post('/api/favorites')
      .send({ id: 'UCkept000000000000000000', title: 'A channel' })
      .expect(201);

    await admin.delete(`/api/admin/users/${userId.toUpperCase()}`).expect(200);
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/notes').expect(401);

    const library = request(t.libraryUrl!);
    const asDeleted = { [InternalHeader.identity]: testIdentity({ sub: userId, sid: 'gone' }) };
    const rowsLeft = async () =>
      (await library.get('/api/notes').set(asDeleted).expect(200)).body.length +
      (await library.get('/api/favorites').set(asDeleted).expect(200)).body.items.length;
    let left = await rowsLeft();
    // The purge is a queued job: give it time on a busy machine.
    for (let attempt = 0; attempt < 300 && left > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await rowsLeft();
    }
    expect(left).toBe(0);
  }, 60_000);
});

describe('trusted devices', () => {
  it('sets an HttpOnly device cookie for the auth routes at sign-in, kept at sign-out', async () => {
    const { agent, response } = await register('cookie@example.com');
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const device = cookies.find((cookie) => cookie.startsWith(`${DeviceCookieName}=`));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Path=\/api\/auth/);
    expect(device).toMatch(/SameSite=Lax/);
    const logout = await agent.post('/api/auth/logout').expect(200);
    expect(String(logout.headers['set-cookie'])).not.toContain(`${DeviceCookieName}=`);
  });

  it("lets the owner's browser sign in after strangers used up the account's guesses", async () => {
    const { agent } = await register('owner@example.com');
    await agent.post('/api/auth/logout').expect(200);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await t.http
        .post('/api/auth/login')
        .set('x-forwarded-for', `203.0.113.${attempt}`)
        .send({ email: 'owner@example.com', password: 'a wrong guess' });
    await t.http
      .post('/api/auth/login')
      .set('x-forwarded-for', '203.0.113.99')
      .send({ email: 'owner@example.com', password: 'long password' })
      .expect(429);
    await agent
      .post('/api/auth/login')
      .set('x-forwarded-for', '198.51.100.7')
      .send({ email: 'owner@example.com', password: 'long password' })
      .expect(200);
  });
});
