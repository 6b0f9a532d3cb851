import {
  ImportPlaylistResponseSchema,
  Limits,
  PlaylistPageSchema,
  VideoListResponseSchema,
} from '@stillframe/contracts';
import { sampleCatalogue, type YouTubeSandbox } from '@stillframe/sandbox';
import { startCatalogStack, type CatalogStack } from './catalog-stack.js';
import { roleAgents, type Agent, type GatewayTestApp } from './gateway-test-app.js';

/**
 * A playlist import across services, as the web makes it: the real gateway in front of the real catalog (on
 * the YouTube sandbox, whose ledger counts the units) and the real library. The browser looks every id of the
 * file up in the catalog, 50 to a call, and imports only the ids the catalog knows.
 */
let stack: CatalogStack;
let youtube: YouTubeSandbox;
let t: GatewayTestApp;
let subscriber: Agent;

beforeAll(async () => {
  stack = await startCatalogStack('playlists-import');
  ({ youtube, t, subscriber } = stack);
}, 120_000);
afterAll(() => stack.close());

/** What the web's import preview does: the catalog's details of every id, 50 to a call; the ids it knows. */
async function lookUp(ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += Limits.maxVideoIdsPerCall) {
    const batch = ids.slice(start, start + Limits.maxVideoIdsPerCall);
    const answer = await subscriber.get(`/api/youtube/videos/${batch.join(',')}`).expect(200);
    for (const video of VideoListResponseSchema.parse(answer.body).items) known.add(video.id);
  }
  return known;
}

describe('importing a playlist of 1,000 videos through the gateway', () => {
  it('costs 20 quota units (one videos.list call per 50 ids), and keeps the file order of the known videos', async () => {
    const sample = sampleCatalogue().videos.map((video) => video.id);
    // Ids YouTube does not know, mixed in as a real file has them (deleted or private videos).
    const unknown = Array.from(
      { length: 1_000 - sample.length },
      (_, n) => `gone${String(n).padStart(7, '0')}`,
    );
    const fileOrder = sample.flatMap((id, index) => [id, ...unknown.slice(index * 2, index * 2 + 2)]);
    const ids = [...fileOrder, ...unknown.slice(sample.length * 2)];
    expect(new Set(ids).size).toBe(1_000);

    youtube.control.reset();
    const known = await lookUp(ids);
    expect(youtube.control.callCount('videos')).toBe(20);
    expect(youtube.control.unitsSpent()).toBe(20);
    expect(known).toEqual(new Set(sample));

    const imported = ImportPlaylistResponseSchema.parse(
      (
        await subscriber
          .post('/api/playlists/import')
          .send({ name: 'A thousand', videoIds: ids.filter((id) => known.has(id)) })
          .expect(200)
      ).body,
    );
    expect(imported).toMatchObject({ added: sample.length, playlist: { videoCount: sample.length } });

    // Showing the playlist afterwards reads the same details again: the catalog's cache answers them.
    const page = PlaylistPageSchema.parse(
      (await subscriber.get(`/api/playlists/${imported.playlist.id}?limit=50`).expect(200)).body,
    );
    expect(page.items.map((item) => item.videoId)).toEqual(sample.slice(0, 50));
    await lookUp(page.items.map((item) => item.videoId));
    expect(youtube.control.unitsSpent()).toBe(20);
  }, 120_000);

  it('refuses an id that is not a video id, naming it, and a free account (402)', async () => {
    const refused = await subscriber
      .post('/api/playlists/import')
      .send({ name: 'Bad', videoIds: ['dQw4w9WgXcQ', '<script>'] })
      .expect(400);
    expect(refused.body.details[0].field).toBe('body.videoIds.1');
    const { user } = await roleAgents(t, 'playlists-import-free');
    await user.post('/api/playlists/watch-later/items').send({ videoId: 'dQw4w9WgXcQ' }).expect(402);
  });
});
