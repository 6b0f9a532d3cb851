import { FavoritePageSchema, ImportFavoritesResponseSchema } from '@stillframe/contracts';
import {
  anonymous,
  asUser,
  newUserId,
  sealed,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
beforeAll(async () => {
  t = await startLibraryTestApp();
});
afterAll(() => t.close());

const fields = (n: number) => ({
  id: `UC${String(n).padStart(22, '0')}`,
  title: `Channel ${n}`,
  thumbnailUrl: `https://yt3.ggpht.com/${n}.jpg`,
  subscriberCount: '1200',
  description: 'Quiet videos',
});
/** A channel as the catalog described it, sealed; `overrides` change it after the seal (as a file would). */
const channel = (n: number, overrides: Record<string, unknown> = {}) => ({
  ...sealed(fields(n)),
  ...overrides,
});
/** A channel sealed with other fields than the catalog's own (title, picture, any change is a new channel). */
const sealedAs = (n: number, changes: Partial<ReturnType<typeof fields>>) =>
  sealed({ ...fields(n), ...changes });
const ids = async (user: Record<string, string>) =>
  FavoritePageSchema.parse((await t.http.get('/api/favorites?limit=500').set(user).expect(200)).body).items;

describe('importing favourites', () => {
  it('adds the new channels, leaves existing favourites as they were, and answers which were which', async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/favorites')
      .set(user)
      .send({ ...fields(1), title: 'Kept title' })
      .expect(201);
    const response = await t.http
      .post('/api/favorites/import')
      .set(user)
      .send({ channels: [sealedAs(1, { title: 'From import' }), channel(2), channel(3)] })
      .expect(200);
    expect(ImportFavoritesResponseSchema.strict().parse(response.body)).toEqual({
      added: [channel(2).id, channel(3).id],
      alreadyFavorites: [channel(1).id],
    });
    const list = await ids(user);
    expect(list.map((favorite) => favorite.id).sort()).toEqual(
      [channel(1).id, channel(2).id, channel(3).id].sort(),
    );
    expect(list.find((favorite) => favorite.id === channel(1).id)?.title).toBe('Kept title');
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
      [{ channels: [channel(1), channel(2, { id: 'abc' })] }, 'body.channels.1.id'],
      [{ channels: [channel(1, { title: '' })] }, 'body.channels.0.title'],
      [{ channels: [channel(1, { thumbnailUrl: 'javascript:alert(1)' })] }, 'body.channels.0.thumbnailUrl'],
      [
        { channels: [channel(1, { thumbnailUrl: 'http://evil.example/a.jpg' })] },
        'body.channels.0.thumbnailUrl',
      ],
      [
        { channels: [channel(1, { thumbnailUrl: 'https://yt3.ggpht.com/a\u0000.jpg' })] },
        'body.channels.0.thumbnailUrl',
      ],
      [{ channels: 'UC0000' }, 'body.channels'],
      // Not the catalog's: unsealed, a malformed seal, a forged one, or the catalog's fields changed.
      [{ channels: [channel(1), fields(2)] }, 'body.channels.1.seal'],
      [{ channels: [channel(1, { seal: 'not a seal' })] }, 'body.channels.0.seal'],
      [{ channels: [channel(1, { seal: 'A'.repeat(43) })] }, 'body.channels.0.seal'],
      [{ channels: [channel(1), channel(2, { title: 'not youtube' })] }, 'body.channels.1.seal'],
      [{ channels: [channel(1, { thumbnailUrl: 'https://evil.example/a.jpg' })] }, 'body.channels.0.seal'],
      [{ channels: [channel(1, { description: 'Buy now' })] }, 'body.channels.0.seal'],
      [{ channels: [channel(1, { subscriberCount: '99999999' })] }, 'body.channels.0.seal'],
      [{ channels: [channel(1, { id: channel(2).id })] }, 'body.channels.0.seal'],
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
    expect(await ids(user)).toEqual([]);
  });

  it('pages through channels added in one statement (one createdAt) by channel id, none skipped or repeated', async () => {
    const user = asUser(newUserId());
    const batch = [5, 3, 9, 1, 7, 2, 8].map((n) => channel(n));
    await t.http.post('/api/favorites/import').set(user).send({ channels: batch }).expect(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = FavoritePageSchema.parse(
        (await t.http.get(`/api/favorites${query}`).set(user).expect(200)).body,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(batch.map((item) => item.id).sort());
  });

  it('needs a signed-in caller', async () => {
    await t.http
      .post('/api/favorites/import')
      .set(anonymous())
      .send({ channels: [channel(1)] })
      .expect(401);
  });
});
