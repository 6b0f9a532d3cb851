import { FavoritePageSchema, type FavoriteChannel } from '@stillframe/contracts';
import { startServiceProcess } from './auth-process.js';
import { roleAgents, startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';

/**
 * Storage bounds as a browser meets them: the real gateway in front of the real library, started with
 * small bounds so that a test reaches them in a few calls. The bounds are the library's; what the
 * gateway must do is carry the refusal and the favourites' pages to the browser as they are.
 */
const MAX_FAVORITES = 3;
const MAX_NOTES = 2;
let library: Awaited<ReturnType<typeof startServiceProcess>>;
let t: GatewayTestApp;
let subscriber: Agent;

beforeAll(async () => {
  library = await startServiceProcess('library', {
    MAX_FAVORITES_PER_ACCOUNT: String(MAX_FAVORITES),
    MAX_NOTES_PER_ACCOUNT: String(MAX_NOTES),
  });
  t = await startGatewayTestApp({ LIBRARY_URL: library.url });
  subscriber = (await roleAgents(t, 'storage-bounds')).subscriber;
}, 120_000);
afterAll(async () => {
  await t.close();
  await library.stop();
});

const channel = (n: number) => ({ id: `UC${String(n).padStart(22, '0')}`, title: `Channel ${n}` });
const note = (n: number) => ({ note: `Note ${n}`, videoId: 'dQw4w9WgXcQ', timestamp: n });

describe('storage bounds through the gateway', () => {
  it('refuses a favourite past the bound with 409 storage_limit naming it, and pages the list with a cursor', async () => {
    for (const n of [1, 2, 3]) await subscriber.post('/api/favorites').send(channel(n)).expect(201);
    const refused = await subscriber.post('/api/favorites').send(channel(4)).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'storage_limit',
      message: `Your account can keep at most ${MAX_FAVORITES} favourite channels; you have 3 and this would add 1. Nothing was added.`,
      details: [{ field: 'limits.favorites', message: refused.body.message }],
    });
    const seen: FavoriteChannel[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = FavoritePageSchema.parse(
        (await subscriber.get(`/api/favorites${query}`).expect(200)).body,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((favorite) => favorite.id).sort()).toEqual([1, 2, 3].map((n) => channel(n).id));
    const badCursor = await subscriber.get('/api/favorites?cursor=nonsense').expect(400);
    expect(badCursor.body.details[0].field).toBe('query.cursor');
  });

  it('refuses a notes import past the bound before writing any of it', async () => {
    await subscriber.post('/api/notes').send(note(1)).expect(201);
    const refused = await subscriber
      .post('/api/notes/import')
      .send({ notes: [note(2), note(3)] })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'storage_limit', details: [{ field: 'limits.notes' }] });
    expect((await subscriber.get('/api/notes').expect(200)).body).toHaveLength(1);
  });
});
