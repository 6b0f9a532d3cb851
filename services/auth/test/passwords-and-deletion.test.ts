import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DurableQueue, InternalHeader, sessionKeys } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

let t: AuthTestApp;
let redis: Redis;
beforeAll(async () => {
  t = await startAuthTestApp();
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  redis.disconnect();
  await t.close();
});

const login = (email: string, password: string, ip = '127.0.0.9') =>
  t.http.post('/api/auth/login').set(asCaller({ ip })).send({ email, password });

describe('change password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const { userId, sessionId, headers } = await t.signUp('change@example.com', 'old password 1');
    const other = String(
      (await login('change@example.com', 'old password 1').expect(200)).headers[InternalHeader.setSession],
    );
    await t.http
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'old password 1', newPassword: 'new password 2' })
      .expect(200);
    expect(await redis.get(sessionKeys.session(sessionId))).not.toBeNull();
    expect(await redis.get(sessionKeys.session(other))).toBeNull();
    await login('change@example.com', 'old password 1').expect(401);
    // The same account signs in with the new password: the change did not make a new user.
    const again = await login('change@example.com', 'new password 2').expect(200);
    expect(again.body.user).toMatchObject({ id: userId, email: 'change@example.com' });
  });

  it('refuses a wrong current password (403) and a short new one (400), changing nothing', async () => {
    const { headers } = await t.signUp('change2@example.com', 'old password 1');
    const wrong = await t.http
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'not it at all', newPassword: 'new password 2' })
      .expect(403);
    expect(wrong.body.code).toBe('incorrect_password');
    const short = await t.http
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'old password 1', newPassword: 'short' })
      .expect(400);
    expect(short.body.details[0].field).toBe('body.newPassword');
    await login('change2@example.com', 'old password 1').expect(200);
  });

  it('requires the re-wrapped note key once one is stored, and stores the new one', async () => {
    const { headers } = await t.signUp('wrapped@example.com', 'old password 1');
    const key = {
      wrappedKey: Buffer.alloc(48, 1).toString('base64'),
      wrappedKeyIv: Buffer.alloc(12, 2).toString('base64'),
    };
    await t.http.post('/api/auth/encryption-key').set(headers).send(key).expect(200);
    const missing = await t.http
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'old password 1', newPassword: 'new password 2' })
      .expect(400);
    expect(missing.body.details[0].field).toBe('body.encryptionKey');
    const rewrapped = {
      wrappedKey: Buffer.alloc(48, 3).toString('base64'),
      wrappedKeyIv: Buffer.alloc(12, 4).toString('base64'),
    };
    await t.http
      .post('/api/auth/change-password')
      .set(headers)
      .send({ currentPassword: 'old password 1', newPassword: 'new password 2', encryptionKey: rewrapped })
      .expect(200);
    const salt = await t.http.get('/api/auth/encryption-salt').set(headers).expect(200);
    expect(salt.body.encryptionKey).toEqual(rewrapped);
  });
});

describe('encryption salt and note key', () => {
  it('gives a stable salt of at least 16 bytes and the KDF parameters', async () => {
    const { headers } = await t.signUp('salt@example.com');
    const first = await t.http.get('/api/auth/encryption-salt').set(headers).expect(200);
    const second = await t.http.get('/api/auth/encryption-salt').set(headers).expect(200);
    expect(first.body).toEqual(second.body);
    expect(Buffer.from(first.body.encryptionSalt, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(first.body.kdf).toEqual({ algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 100000 });
    expect(first.body.encryptionKey).toBeNull();
    const other = await t.signUp('salt2@example.com');
    const otherSalt = await t.http.get('/api/auth/encryption-salt').set(other.headers).expect(200);
    expect(otherSalt.body.encryptionSalt).not.toBe(first.body.encryptionSalt);
  });

  it('stores the wrapped key once; a second one is 409', async () => {
    const { headers } = await t.signUp('key-once@example.com');
    const key = {
      wrappedKey: Buffer.alloc(48, 5).toString('base64'),
      wrappedKeyIv: Buffer.alloc(12, 6).toString('base64'),
    };
    await t.http.post('/api/auth/encryption-key').set(headers).send(key).expect(200);
    await t.http
      .post('/api/auth/encryption-key')
      .set(headers)
      .send({ ...key, wrappedKey: Buffer.alloc(48, 7).toString('base64') })
      .expect(409);
    const bad = await t.http
      .post('/api/auth/encryption-key')
      .set(headers)
      .send({ wrappedKey: 'not base64!', wrappedKeyIv: 'short' })
      .expect(400);
    expect([...new Set(bad.body.details.map((d: { field: string }) => d.field))].sort()).toEqual([
      'body.wrappedKey',
      'body.wrappedKeyIv',
    ]);
  });
});

describe('delete account', () => {
  it('needs the password, then removes the account, its sessions, and asks the other services to purge', async () => {
    const { userId, sessionId, headers } = await t.signUp('leaving@example.com', 'my password 9');
    await t.http.delete('/api/auth/delete-account').set(headers).send({ password: '' }).expect(400);
    await t.http
      .delete('/api/auth/delete-account')
      .set(headers)
      .send({ password: 'wrong password' })
      .expect(403);
    const response = await t.http
      .delete('/api/auth/delete-account')
      .set(headers)
      .send({ password: 'my password 9' })
      .expect(200);
    expect(response.headers[InternalHeader.clearSession]).toBe('1');
    expect(await redis.get(sessionKeys.session(sessionId))).toBeNull();
    await t.http.get('/api/auth/user').set(headers).expect(401);
    await login('leaving@example.com', 'my password 9').expect(401);
    for (const name of [DurableQueue.libraryAccountPurge, DurableQueue.billingAccountPurge]) {
      const queue = new Queue(name, { connection: { url: testRedisUrl() } });
      const job = await queue.getJob(`purge-${userId}`);
      expect(job?.data).toMatchObject({ userId });
      const sweep = await queue.getJob(`purge-${userId}-sweep`);
      expect(sweep?.data).toMatchObject({ userId });
      expect(sweep?.opts.delay).toBeGreaterThanOrEqual(60_000);
      await queue.close();
    }
  });
});
