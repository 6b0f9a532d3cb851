import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DurableQueue, NextCursorHeader, sessionKeys } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

let t: AuthTestApp;
let redis: Redis;
let admin: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  t = await startAuthTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss password' });
  redis = new Redis(testRedisUrl());
  const response = await t.http
    .post('/api/auth/login')
    .set(asCaller({}))
    .send({ email: 'boss@example.com', password: 'boss password' })
    .expect(200);
  adminId = response.body.user.id;
  expect(response.body.user.isAdmin).toBe(true);
  admin = asCaller({ sub: adminId, adm: true });
});
afterAll(async () => {
  redis.disconnect();
  await t.close();
});

it('lists users with id, email, isAdmin and createdAt only, paging with a cursor', async () => {
  for (const name of ['a', 'b', 'c']) await t.signUp(`list-${name}@example.com`);
  const all = await t.http.get('/api/admin/users').set(admin).expect(200);
  expect(all.body.length).toBeGreaterThanOrEqual(4);
  for (const user of all.body)
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'isAdmin']);
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await t.http
      .get('/api/admin/users')
      .query({ limit: 2, ...(cursor ? { cursor } : {}) })
      .set(admin)
      .expect(200);
    seen.push(...page.body.map((user: { id: string }) => user.id));
    cursor = page.headers[NextCursorHeader];
  } while (cursor);
  expect(seen).toEqual(all.body.map((user: { id: string }) => user.id));
  await t.http.get('/api/admin/users').query({ cursor: 'garbage' }).set(admin).expect(400);
});

it('refuses non-admins with 403, even with a valid session', async () => {
  const { headers } = await t.signUp('plain@example.com');
  await t.http.get('/api/admin/users').set(headers).expect(403);
});

it('promotes a non-admin, updating their live sessions, and refuses one already admin', async () => {
  const { userId, sessionId } = await t.signUp('rising@example.com');
  const response = await t.http.post(`/api/admin/promote-user/${userId}`).set(admin).expect(200);
  expect(response.body.user.isAdmin).toBe(true);
  expect(JSON.parse((await redis.get(sessionKeys.session(sessionId))) ?? '{}').isAdmin).toBe(true);
  await t.http.post(`/api/admin/promote-user/${userId}`).set(admin).expect(409);
  await t.http.post('/api/admin/promote-user/not-a-uuid').set(admin).expect(400);
  await t.http.post(`/api/admin/promote-user/${randomUUID()}`).set(admin).expect(404);
});

it('deletes another user and signs them out at once, but never oneself', async () => {
  const { userId, sessionId, headers } = await t.signUp('removed@example.com');
  await t.http.delete(`/api/admin/users/${userId}`).set(admin).expect(200);
  expect(await redis.get(sessionKeys.session(sessionId))).toBeNull();
  await t.http.get('/api/auth/user').set(headers).expect(401);
  await t.http.delete(`/api/admin/users/${userId}`).set(admin).expect(404);
  await t.http.delete(`/api/admin/users/${adminId}`).set(admin).expect(403);
});

describe('ids in another spelling are the same ids', () => {
  it("an upper-case spelling of one's own id is still oneself", async () => {
    await t.http.delete(`/api/admin/users/${adminId.toUpperCase()}`).set(admin).expect(403);
    await t.http.get('/api/auth/user').set(admin).expect(200);
  });

  it('deleting by an upper-case id ends the sessions and purges under the stored id', async () => {
    const { userId, sessionId, headers } = await t.signUp('shouting@example.com');
    await t.http.delete(`/api/admin/users/${userId.toUpperCase()}`).set(admin).expect(200);
    expect(await redis.get(sessionKeys.session(sessionId))).toBeNull();
    expect(await redis.exists(sessionKeys.userSessions(userId))).toBe(0);
    await t.http.get('/api/auth/user').set(headers).expect(401);
    for (const name of [DurableQueue.libraryAccountPurge, DurableQueue.billingAccountPurge]) {
      const queue = new Queue(name, { connection: redis });
      const job = await queue.getJob(`purge-${userId}`);
      expect(job?.data.userId).toBe(userId);
      await queue.close();
    }
  });

  it('promoting by an upper-case id updates the live sessions', async () => {
    const { userId, sessionId } = await t.signUp('loud-riser@example.com');
    await t.http.post(`/api/admin/promote-user/${userId.toUpperCase()}`).set(admin).expect(200);
    expect(JSON.parse((await redis.get(sessionKeys.session(sessionId))) ?? '{}').isAdmin).toBe(true);
  });

  it('refuses cursors whose parts are not a date in range and a user id', async () => {
    const cursors = [
      '2026-01-01T00:00:00Z|not-a-uuid',
      `-271821-04-20T00:00:00.000Z|${randomUUID()}`,
      '2026-01-01|\0',
    ].map((text) => Buffer.from(text).toString('base64url'));
    for (const cursor of cursors) {
      const response = await t.http.get('/api/admin/users').query({ cursor }).set(admin).expect(400);
      expect(response.body.details[0].field).toBe('query.cursor');
    }
  });
});
