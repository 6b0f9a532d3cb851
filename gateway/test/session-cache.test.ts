import { Redis } from 'ioredis';
import request from 'supertest';
import { SessionCookieName, sessionKeys } from '@stillframe/contracts';
import { createLogger, readyApp, type App } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { createGateway } from '../src/bootstrap.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/** Two replicas in front of the same auth service, each keeping the sessions it read for 2 s. */
let t: GatewayTestApp;
let other: App;
let redis: Redis;
beforeAll(async () => {
  t = await startGatewayTestApp({ SESSION_CACHE_SECONDS: '2' });
  other = await createGateway(t.config, createLogger('gateway-test-2', 'silent'));
  await readyApp(other);
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  redis.disconnect();
  await other.close();
  await t.close();
});

const password = 'long password';
const sessionOf = (response: request.Response): string => {
  const cookie = String(response.headers['set-cookie']);
  return new RegExp(`${SessionCookieName}=([^;]+)`).exec(cookie)?.[1] ?? '';
};
/** A browser signed in through the first replica: its session id and cookie header. */
const signUp = async (email: string) => {
  const response = await t.http
    .post('/api/auth/register')
    .send({ email, password, confirmPassword: password })
    .expect(201);
  return { userId: String(response.body.user.id), session: sessionOf(response) };
};
const signIn = async (email: string, pass = password) =>
  sessionOf(await t.http.post('/api/auth/login').send({ email, password: pass }).expect(200));
const cookie = (session: string) => `${SessionCookieName}=${session}`;
const onFirst = (method: 'get' | 'post' | 'delete', path: string, session: string) =>
  t.http[method](path).set('cookie', cookie(session));
const onOther = (path: string, session: string) =>
  request(other.getHttpServer()).get(path).set('cookie', cookie(session));
/** Both replicas have read the session (and now hold it). */
const heldByBoth = async (session: string) => {
  await onFirst('get', '/api/auth/user', session).expect(200);
  await onOther('/api/auth/user', session).expect(200);
  await onOther('/api/auth/user', session).expect(200);
};

describe('sessions held by each gateway replica', () => {
  it('a signed-in call is answered from the held copy: a session gone from Redis unannounced lasts at most the TTL', async () => {
    const { session } = await signUp('held@example.com');
    await heldByBoth(session);
    // A lost broadcast: the session ends in Redis and nobody is told.
    await redis.del(sessionKeys.session(session));
    await onOther('/api/auth/user', session).expect(200);
    let status = 200;
    const started = Date.now();
    while (status === 200 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await onOther('/api/auth/user', session)).status;
    }
    expect(status).toBe(401);
  });

  it('a session signed out on one replica is refused on the other right after', async () => {
    const { session } = await signUp('signed-out@example.com');
    await heldByBoth(session);
    await onFirst('post', '/api/auth/logout', session).expect(200);
    await onOther('/api/auth/user', session).expect(401);
    await onFirst('get', '/api/auth/user', session).expect(401);
  });

  it('a password change ends the other sessions on every replica at once, and keeps the one that changed it', async () => {
    const email = 'changed-password@example.com';
    const { session: changing } = await signUp(email);
    const stolen = await signIn(email);
    await heldByBoth(stolen);
    await heldByBoth(changing);
    await onFirst('post', '/api/auth/change-password', changing)
      .send({ currentPassword: password, newPassword: 'another long password' })
      .expect(200);
    await onOther('/api/auth/user', stolen).expect(401);
    await onOther('/api/auth/user', changing).expect(200);
  });

  it("a deleted account's session is refused on the other replica right after", async () => {
    const { session } = await signUp('deleted-self@example.com');
    await heldByBoth(session);
    await onFirst('delete', '/api/auth/delete-account', session).send({ password }).expect(200);
    // A route of another service: the auth service would refuse a deleted account by itself.
    await onOther('/api/library/export', session).expect(401);
  });

  it('a user deleted by an administrator is signed out on every replica at once', async () => {
    const { userId, session } = await signUp('deleted-by-admin@example.com');
    await heldByBoth(session);
    const admin = await signIn('admin@example.com', 'admin password');
    await onFirst('delete', `/api/admin/users/${userId}`, admin).expect(200);
    await onOther('/api/library/export', session).expect(401);
  });

  it('a promotion counts on every replica at once', async () => {
    const { userId, session } = await signUp('promoted@example.com');
    await heldByBoth(session);
    await onOther('/api/admin/users', session).expect(403);
    const admin = await signIn('admin@example.com', 'admin password');
    await onFirst('post', `/api/admin/promote-user/${userId}`, admin).expect(200);
    await onOther('/api/admin/users', session).expect(200);
  });
});
