import { testPostgresControl } from '@stillframe/server-kit/testing';
import {
  asUser,
  newUserId,
  regularNote,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
beforeAll(async () => {
  t = await startLibraryTestApp();
});
afterAll(() => t.close());

describe('while Postgres is down', () => {
  it('notes and favourites answer 503 service_unavailable with Retry-After, and work again once it is back', async () => {
    const user = asUser(newUserId());
    await t.http.post('/api/notes').set(user).send(regularNote()).expect(201);
    const postgres = await testPostgresControl();
    await postgres.stop();
    try {
      const calls = [
        t.http.get('/api/notes').set(user),
        t.http.get('/api/notes?limit=10').set(user),
        t.http.post('/api/notes').set(user).send(regularNote()),
        t.http.get('/api/favorites').set(user),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await postgres.start();
    }
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await t.http.get('/api/notes?limit=10').set(user)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });
});
