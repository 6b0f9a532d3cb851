import { ImportFavoritesResponseSchema } from '@stillframe/contracts';
import {
  anonymous,
  asUser,
  newUserId,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
beforeAll(async () => {
  t = await startLibraryTestApp();
});
afterAll(() => t.close());

const channel = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `UC${String(n).padStart(22, '0')}`,
  title: `Channel ${n}`,
  thumbnailUrl: `https://yt3.ggpht.com/${n}.jpg`,
  subscriberCount: '1200',
  description: 'Quiet videos',
  ...overrides,
});

describe('importing favourites', () => {
  it('adds the new channels, leaves existing favourites as they were, and answers which were which', async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(1, { title: 'Kept title' }))
      .expect(201);
    const response = await t.http
      .post('/api/favorites/import')
      .set(user)
      .send({ channels: [channel(1, { title: 'From import' }), channel(2), channel(3)] })
      .expect(200);
    expect(ImportFavoritesResponseSchema.strict().parse(response.body)).toEqual({
      added: [channel(2).id, channel(3).id],
      alreadyFavorites: [channel(1).id],
    });
    const list = await t.http.get('/api/favorites').set(user).expect(200);
    expect(list.body.map((favorite: { id: string }) => favorite.id).sort()).toEqual(
      [channel(1).id, channel(2).id, channel(3).id].sort(),
    );
    expect(list.body.find((favorite: { id: string }) => favorite.id === channel(1).id).title).toBe(
      'Kept title',
    );
    // Importing the same file again adds nothing.
    const again = await t.http
      .post('/api/favorites/import')
      .set(user)
      .send({ channels: [channel(2), channel(3)] })
      .expect(200);
    expect(again.body).toEqual({ added: [], alreadyFavorites: [channel(2).id, channel(3).id] });
  });

  it("touches only the caller's favourites", async () => {
    const first = asUser(newUserId());
    const second = asUser(newUserId());
    await t.http
      .post('/api/favorites/import')
      .set(first)
      .send({ channels: [channel(7)] })
      .expect(200);
    const response = await t.http
      .post('/api/favorites/import')
      .set(second)
      .send({ channels: [channel(7)] })
      .expect(200);
    expect(response.body.added).toEqual([channel(7).id]);
  });

  it('validates every channel it stores and refuses the whole batch, naming the field, storing nothing', async () => {
    const user = asUser(newUserId());
    const cases: Array<[unknown, string]> = [
      [{ channels: [] }, 'body.channels'],
      [{ channels: Array.from({ length: 51 }, (_, index) => channel(index)) }, 'body.channels'],
      [{ channels: [channel(1), channel(1)] }, 'body.channels'],
      [{ channels: [channel(1), channel(2, { id: 'UC bad id' })] }, 'body.channels.1.id'],
      [{ channels: [channel(1, { title: '' })] }, 'body.channels.0.title'],
      [{ channels: [channel(1, { thumbnailUrl: 'javascript:alert(1)' })] }, 'body.channels.0.thumbnailUrl'],
      [{ channels: 'UC0000' }, 'body.channels'],
    ];
    for (const [body, field] of cases) {
      const response = await t.http
        .post('/api/favorites/import')
        .set(user)
        .send(body as object)
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
      expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    const list = await t.http.get('/api/favorites').set(user).expect(200);
    expect(list.body).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    await t.http
      .post('/api/favorites/import')
      .set(anonymous())
      .send({ channels: [channel(1)] })
      .expect(401);
  });
});
