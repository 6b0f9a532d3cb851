import { Redis } from 'ioredis';
import { InternalHeader, sessionKeys, UserSchema } from '@stillframe/contracts';
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

describe('register', () => {
  it('creates the account with the default preferences, trims and lower-cases the email, and starts a session', async () => {
    const response = await t.http
      .post('/api/auth/register')
      .set(asCaller({}))
      .send({ email: '  New.User@Example.COM ', password: 'long enough', confirmPassword: 'long enough' })
      .expect(201);
    const user = UserSchema.parse(response.body.user);
    expect(user).toMatchObject({
      email: 'new.user@example.com',
      isAdmin: false,
      defaultSearchOrder: 'date',
      defaultSearchDuration: 'medium',
      defaultViewMode: 'thumbnail',
    });
    expect(Object.keys(response.body.user).sort()).toEqual(Object.keys(user).sort());
    const sessionId = response.headers[InternalHeader.setSession];
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse((await redis.get(sessionKeys.session(String(sessionId)))) ?? 'null')).toMatchObject({
      userId: user.id,
      isAdmin: false,
    });
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await t.signUp('dup@example.com');
    const response = await t.http
      .post('/api/auth/register')
      .set(asCaller({}))
      .send({ email: 'DUP@example.com', password: 'another password', confirmPassword: 'another password' })
      .expect(409);
    expect(response.body).toMatchObject({ statusCode: 409, code: 'email_taken' });
  });

  it('names the field when confirmPassword does not match or the password is short', async () => {
    const mismatch = await t.http
      .post('/api/auth/register')
      .set(asCaller({}))
      .send({ email: 'a@b.co', password: 'long enough', confirmPassword: 'different!' })
      .expect(400);
    expect(mismatch.body.details).toEqual([
      { field: 'body.confirmPassword', message: "Passwords don't match" },
    ]);
    const short = await t.http
      .post('/api/auth/register')
      .set(asCaller({}))
      .send({ email: 'a@b.co', password: 'short', confirmPassword: 'short' })
      .expect(400);
    expect(short.body.details[0].field).toBe('body.password');
  });
});

describe('login and logout', () => {
  it('signs in with a new session id each time and never returns the hash or salt', async () => {
    const { sessionId: first } = await t.signUp('login@example.com', 'my password 1');
    const response = await t.http
      .post('/api/auth/login')
      .set(asCaller({}))
      .send({ email: 'LOGIN@example.com', password: 'my password 1' })
      .expect(200);
    const second = String(response.headers[InternalHeader.setSession]);
    expect(second).not.toBe(first);
    expect(JSON.stringify(response.body)).not.toMatch(/hash|salt|argon/i);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown email alike', async () => {
    await t.signUp('wrong@example.com', 'right password');
    const wrong = await t.http
      .post('/api/auth/login')
      .set(asCaller({ ip: '10.0.0.1' }))
      .send({ email: 'wrong@example.com', password: 'nope nope' })
      .expect(401);
    const unknown = await t.http
      .post('/api/auth/login')
      .set(asCaller({ ip: '10.0.0.1' }))
      .send({ email: 'nobody@example.com', password: 'nope nope' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('ends the session at logout and tells the gateway to clear the cookie', async () => {
    const { userId, sessionId, headers } = await t.signUp('logout@example.com');
    const response = await t.http.post('/api/auth/logout').set(headers).expect(200);
    expect(response.headers[InternalHeader.clearSession]).toBe('1');
    expect(await redis.get(sessionKeys.session(sessionId))).toBeNull();
    expect(await redis.sismember(sessionKeys.userSessions(userId), sessionId)).toBe(0);
  });

  it('a planted session id is ended, not reused, when its holder signs in (fixation)', async () => {
    const { userId, sessionId } = await t.signUp('fixation@example.com', 'my password 2');
    const response = await t.http
      .post('/api/auth/login')
      .set(asCaller({ sub: userId, sid: sessionId }))
      .send({ email: 'fixation@example.com', password: 'my password 2' })
      .expect(200);
    expect(response.headers[InternalHeader.setSession]).not.toBe(sessionId);
    expect(await redis.get(sessionKeys.session(sessionId))).toBeNull();
  });
});

describe('current user', () => {
  it('answers {user} for the caller and 401 for an anonymous caller', async () => {
    const { userId, headers } = await t.signUp('me@example.com');
    const response = await t.http.get('/api/auth/user').set(headers).expect(200);
    expect(response.body.user.id).toBe(userId);
    await t.http.get('/api/auth/user').set(asCaller({})).expect(401);
  });

  it('refuses a request without a valid identity token, or with a forged one', async () => {
    await t.http.get('/api/auth/user').expect(401);
    const { userId } = await t.signUp('forged@example.com');
    // The signature's first character carries six bits of the MAC (its last one only four, the rest padding).
    const forged = asCaller({ sub: userId })[InternalHeader.identity].replace(
      /\.(.)([^.]+)$/,
      (_, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`,
    );
    await t.http.get('/api/auth/user').set(InternalHeader.identity, forged).expect(401);
    const payload = Buffer.from(
      JSON.stringify({ sub: userId, adm: true, sid: null, ip: '1.1.1.1', rid: 'x', exp: 9e9 }),
    ).toString('base64url');
    await t.http
      .get('/api/auth/user')
      .set(InternalHeader.identity, `v1.${payload}.not-a-signature`)
      .expect(401);
  });
});

describe('preferences', () => {
  it('changes one field and answers the updated user', async () => {
    const { headers } = await t.signUp('prefs@example.com');
    const response = await t.http
      .post('/api/auth/preferences')
      .set(headers)
      .send({ defaultViewMode: 'description' })
      .expect(200);
    expect(response.body.user.defaultViewMode).toBe('description');
    expect(response.body.user.defaultSearchOrder).toBe('date');
  });

  it('refuses unknown values, unknown fields and more than one field', async () => {
    const { headers } = await t.signUp('prefs2@example.com');
    const bad = await t.http
      .post('/api/auth/preferences')
      .set(headers)
      .send({ defaultSearchOrder: 'popularity' })
      .expect(400);
    expect(bad.body.details[0].field).toBe('body.defaultSearchOrder');
    await t.http.post('/api/auth/preferences').set(headers).send({ theme: 'dark' }).expect(400);
    await t.http
      .post('/api/auth/preferences')
      .set(headers)
      .send({ defaultViewMode: 'thumbnail', defaultSearchDuration: 'long' })
      .expect(400);
  });
});
