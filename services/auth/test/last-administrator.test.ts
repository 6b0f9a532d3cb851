import { asCaller, startAuthTestApp, type AuthTestApp } from './auth-test-app.js';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp({ ADMIN_EMAIL: 'only@example.com', ADMIN_PASSWORD: 'only password' });
});
afterAll(() => t.close());

const signIn = async (email: string, password: string) => {
  const response = await t.http
    .post('/api/auth/login')
    .set(asCaller({}))
    .send({ email, password })
    .expect(200);
  const userId = String(response.body.user.id);
  return { userId, headers: asCaller({ sub: userId, adm: Boolean(response.body.user.isAdmin) }) };
};

const admins = async (headers: Record<string, string>) =>
  ((await t.http.get('/api/admin/users').set(headers).expect(200)).body as { isAdmin: boolean }[]).filter(
    (user) => user.isAdmin,
  ).length;

it('refuses with 409 the last administrator deleting their own account, then allows it once another exists', async () => {
  const only = await signIn('only@example.com', 'only password');
  const refused = await t.http
    .delete('/api/auth/delete-account')
    .set(only.headers)
    .send({ password: 'only password' })
    .expect(409);
  expect(refused.body).toMatchObject({ statusCode: 409, code: 'last_administrator' });
  await t.http.get('/api/auth/user').set(only.headers).expect(200);

  const other = await t.signUp('second@example.com', 'second password');
  await t.http.post(`/api/admin/promote-user/${other.userId}`).set(only.headers).expect(200);
  await t.http
    .delete('/api/auth/delete-account')
    .set(only.headers)
    .send({ password: 'only password' })
    .expect(200);
  const second = await signIn('second@example.com', 'second password');
  expect(await admins(second.headers)).toBe(1);
});

it('two administrators deleting each other at once leave one of them', async () => {
  const first = await signIn('second@example.com', 'second password');
  const other = await t.signUp('third@example.com', 'third password');
  await t.http.post(`/api/admin/promote-user/${other.userId}`).set(first.headers).expect(200);
  const third = await signIn('third@example.com', 'third password');
  const statuses = await Promise.all([
    t.http.delete(`/api/admin/users/${third.userId}`).set(first.headers),
    t.http.delete(`/api/admin/users/${first.userId}`).set(third.headers),
  ]);
  expect(statuses.map((response) => response.status).sort()).toEqual([200, 409]);
  const survivor = statuses[0]?.status === 200 ? first : third;
  expect(await admins(survivor.headers)).toBe(1);
});
