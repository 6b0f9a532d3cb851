import pg from 'pg';
import {
  AccountExportSchema,
  ImportPlaylistResponseSchema,
  PlaylistListSchema,
  PlaylistPageSchema,
} from '@stillframe/contracts';
import { asUser, newUserId, startLibraryTestApp, type LibraryTestApp } from './library-test-app.js';

// Small bounds so that a test reaches them in a few calls.
const MAX_PLAYLISTS = 3;
const MAX_VIDEOS = 8;
let t: LibraryTestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await startLibraryTestApp({
    env: { MAX_PLAYLISTS_PER_ACCOUNT: String(MAX_PLAYLISTS), MAX_VIDEOS_PER_PLAYLIST: String(MAX_VIDEOS) },
  });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

/** A valid 11-character video id, distinct per n. */
const video = (n: number) => `video${String(n).padStart(6, '0')}`;
const newUser = () => asUser(newUserId());
type Headers = ReturnType<typeof asUser>;

const create = async (user: Headers, name: string) =>
  (await t.http.post('/api/playlists').set(user).send({ name }).expect(201)).body as { id: string };
const add = (user: Headers, playlistId: string, videoId: string) =>
  t.http.post(`/api/playlists/${playlistId}/items`).set(user).send({ videoId });
const order = async (user: Headers, playlistId: string) =>
  PlaylistPageSchema.parse(
    (await t.http.get(`/api/playlists/${playlistId}`).query({ limit: 500 }).set(user).expect(200)).body,
  ).items.map((item) => item.videoId);
/** Positions as stored: always 0..n-1, whatever ran before. */
const positions = async (playlistId: string) =>
  (
    await db.query('SELECT position FROM playlist_videos WHERE playlist_id = $1 ORDER BY position', [
      playlistId,
    ])
  ).rows.map((row: { position: number }) => row.position);

describe('Watch later', () => {
  it('is there from the first call, once, first in the list, and cannot be renamed or deleted', async () => {
    const user = newUser();
    const lists = await Promise.all([1, 2, 3].map(() => t.http.get('/api/playlists').set(user).expect(200)));
    const first = PlaylistListSchema.parse(lists[0]!.body).items;
    expect(first).toEqual([
      expect.objectContaining({ kind: 'watch-later', name: 'Watch later', videoCount: 0 }),
    ]);
    for (const list of lists) expect(list.body.items[0].id).toBe(first[0]!.id);

    await create(user, 'Later still');
    const items = PlaylistListSchema.parse(
      (await t.http.get('/api/playlists').set(user).expect(200)).body,
    ).items;
    expect(items.map((item) => item.kind)).toEqual(['watch-later', 'playlist']);

    const rename = await t.http
      .put('/api/playlists/watch-later')
      .set(user)
      .send({ name: 'Mine' })
      .expect(400);
    expect(rename.body.details[0].field).toBe('params.id');
    await t.http.delete(`/api/playlists/${first[0]!.id}`).set(user).expect(400);
  });

  it('saves a video once: a second save keeps its place and says so', async () => {
    const user = newUser();
    expect((await add(user, 'watch-later', video(1)).expect(200)).body).toMatchObject({
      added: true,
      item: { videoId: video(1), position: 0 },
    });
    await add(user, 'watch-later', video(2)).expect(200);
    expect((await add(user, 'watch-later', video(1)).expect(200)).body).toMatchObject({
      added: false,
      item: { position: 0 },
    });
    expect(await order(user, 'watch-later')).toEqual([video(1), video(2)]);
    expect(
      (
        await t.http
          .get(`/api/playlists/with-video/${video(2)}`)
          .set(user)
          .expect(200)
      ).body,
    ).toEqual({
      inWatchLater: true,
      playlistIds: [],
    });
  });
});

describe('named playlists', () => {
  it('creates, renames and deletes, and another user sees none of it (404)', async () => {
    const user = newUser();
    const stranger = newUser();
    const { id } = await create(user, '  Sunday cooking ');
    const renamed = await t.http
      .put(`/api/playlists/${id}`)
      .set(user)
      .send({ name: 'Weekday cooking' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id, name: 'Weekday cooking', kind: 'playlist' });
    await add(user, id, video(1)).expect(200);

    await t.http.get(`/api/playlists/${id}`).set(stranger).expect(404);
    await add(stranger, id, video(2)).expect(404);
    await t.http.put(`/api/playlists/${id}`).set(stranger).send({ name: 'Mine' }).expect(404);
    await t.http.delete(`/api/playlists/${id}`).set(stranger).expect(404);

    await t.http.delete(`/api/playlists/${id}`).set(user).expect(200);
    await t.http.get(`/api/playlists/${id}`).set(user).expect(404);
    expect((await db.query('SELECT 1 FROM playlist_videos WHERE playlist_id = $1', [id])).rowCount).toBe(0);
  });

  it('refuses a blank or overlong name, naming the field', async () => {
    const user = newUser();
    for (const name of ['   ', 'x'.repeat(151)]) {
      const response = await t.http.post('/api/playlists').set(user).send({ name }).expect(400);
      expect(response.body.details[0].field).toBe('body.name');
    }
  });

  it('keeps at most the bound of playlists, even when created all at once, with 409 naming it', async () => {
    const user = newUser();
    const answers = await Promise.all(
      Array.from({ length: MAX_PLAYLISTS * 2 }, (_, n) =>
        t.http
          .post('/api/playlists')
          .set(user)
          .send({ name: `List ${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_PLAYLISTS);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ code: 'storage_limit', details: [{ field: 'limits.playlists' }] });
    // Watch later is not one of them.
    await add(user, 'watch-later', video(1)).expect(200);
  });

  it('holds at most the bound of videos, even when added all at once, positions without gaps', async () => {
    const user = newUser();
    const { id } = await create(user, 'Full');
    const answers = await Promise.all(
      Array.from({ length: MAX_VIDEOS + 4 }, (_, n) => add(user, id, video(n))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_VIDEOS);
    expect(answers.find((answer) => answer.status === 409)?.body.details[0].field).toBe(
      'limits.playlistVideos',
    );
    expect(await positions(id)).toEqual(Array.from({ length: MAX_VIDEOS }, (_, n) => n));
  });

  it('pages in order with nextFrom', async () => {
    const user = newUser();
    const { id } = await create(user, 'Paged');
    for (let n = 0; n < 5; n += 1) await add(user, id, video(n)).expect(200);
    const first = PlaylistPageSchema.parse(
      (await t.http.get(`/api/playlists/${id}`).query({ limit: 2 }).set(user).expect(200)).body,
    );
    expect(first.items.map((item) => item.videoId)).toEqual([video(0), video(1)]);
    expect(first.playlist).toMatchObject({ videoCount: 5, firstVideoId: video(0) });
    const last = PlaylistPageSchema.parse(
      (await t.http.get(`/api/playlists/${id}`).query({ limit: 3, from: 2 }).set(user).expect(200)).body,
    );
    expect(last.items.map((item) => item.videoId)).toEqual([video(2), video(3), video(4)]);
    expect(last.nextFrom).toBeNull();
    expect(first.nextFrom).toBe(2);
  });
});

describe('order', () => {
  const filled = async (user: Headers, count: number) => {
    const { id } = await create(user, 'Ordered');
    for (let n = 0; n < count; n += 1) await add(user, id, video(n)).expect(200);
    return id;
  };
  const move = (user: Headers, id: string, videoId: string, position: number) =>
    t.http.put(`/api/playlists/${id}/items/${videoId}/position`).set(user).send({ position });

  it('moves a video up, down, and past the end to the last place', async () => {
    const user = newUser();
    const id = await filled(user, 4);
    expect((await move(user, id, video(3), 0).expect(200)).body).toMatchObject({ position: 0 });
    expect(await order(user, id)).toEqual([video(3), video(0), video(1), video(2)]);
    await move(user, id, video(3), 2).expect(200);
    expect(await order(user, id)).toEqual([video(0), video(1), video(3), video(2)]);
    expect((await move(user, id, video(0), 4_000).expect(200)).body).toMatchObject({ position: 3 });
    expect(await order(user, id)).toEqual([video(1), video(3), video(2), video(0)]);
  });

  it('removes a video and closes the gap; the next video follows the order', async () => {
    const user = newUser();
    const id = await filled(user, 3);
    await t.http
      .delete(`/api/playlists/${id}/items/${video(1)}`)
      .set(user)
      .expect(200);
    await t.http
      .delete(`/api/playlists/${id}/items/${video(1)}`)
      .set(user)
      .expect(404);
    expect(await positions(id)).toEqual([0, 1]);
    const next = await t.http
      .get(`/api/playlists/${id}/items/${video(0)}/next`)
      .set(user)
      .expect(200);
    expect(next.body.next).toMatchObject({ videoId: video(2), position: 1 });
    const end = await t.http
      .get(`/api/playlists/${id}/items/${video(2)}/next`)
      .set(user)
      .expect(200);
    expect(end.body).toEqual({ next: null });
    await t.http
      .get(`/api/playlists/${id}/items/${video(9)}/next`)
      .set(user)
      .expect(404);
  });

  it('stays a permutation without gaps under concurrent moves, adds and removals', async () => {
    const user = newUser();
    const id = await filled(user, 6);
    await Promise.all([
      move(user, id, video(0), 5),
      move(user, id, video(5), 0),
      move(user, id, video(2), 1),
      add(user, id, video(6)),
      t.http.delete(`/api/playlists/${id}/items/${video(3)}`).set(user),
      move(user, id, video(4), 3),
    ]);
    const videos = await order(user, id);
    expect([...videos].sort()).toEqual([0, 1, 2, 4, 5, 6].map(video));
    expect(await positions(id)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('import', () => {
  it('makes a new playlist in the file order, or adds what Watch later lacks', async () => {
    const user = newUser();
    const imported = ImportPlaylistResponseSchema.parse(
      (
        await t.http
          .post('/api/playlists/import')
          .set(user)
          .send({ name: 'From Takeout', videoIds: [video(3), video(1), video(2)] })
          .expect(200)
      ).body,
    );
    expect(imported).toMatchObject({
      added: 3,
      alreadyThere: 0,
      playlist: { name: 'From Takeout', videoCount: 3 },
    });
    expect(await order(user, imported.playlist.id)).toEqual([video(3), video(1), video(2)]);

    await add(user, 'watch-later', video(2)).expect(200);
    const later = await t.http
      .post('/api/playlists/import')
      .set(user)
      .send({ into: 'watch-later', name: 'Watch later', videoIds: [video(1), video(2)] })
      .expect(200);
    expect(later.body).toMatchObject({ added: 1, alreadyThere: 1, playlist: { kind: 'watch-later' } });
    expect(await order(user, 'watch-later')).toEqual([video(2), video(1)]);
  });

  it('refuses a file past the bound whole, and repeated or malformed ids naming the field', async () => {
    const user = newUser();
    const tooMany = Array.from({ length: MAX_VIDEOS + 1 }, (_, n) => video(n));
    const refused = await t.http
      .post('/api/playlists/import')
      .set(user)
      .send({ name: 'Too long', videoIds: tooMany })
      .expect(409);
    expect(refused.body.details[0].field).toBe('limits.playlistVideos');
    const lists = PlaylistListSchema.parse((await t.http.get('/api/playlists').set(user).expect(200)).body);
    expect(lists.items).toHaveLength(1);

    const repeated = await t.http
      .post('/api/playlists/import')
      .set(user)
      .send({ name: 'Twice', videoIds: [video(1), video(1)] })
      .expect(400);
    expect(repeated.body.details[0].field).toBe('body.videoIds');
    const malformed = await t.http
      .post('/api/playlists/import')
      .set(user)
      .send({ name: 'Bad', videoIds: ['not an id'] })
      .expect(400);
    expect(malformed.body.details[0].field).toBe('body.videoIds.0');
  });
});

describe('account export and purge', () => {
  it('exports every playlist with its videos in order', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    await add(user, 'watch-later', video(7)).expect(200);
    const { id } = await create(user, 'Exported');
    for (const n of [3, 1, 2]) await add(user, id, video(n)).expect(200);
    const exported = AccountExportSchema.parse(
      (await t.http.get('/api/library/export').set(user).expect(200)).body,
    );
    expect(exported.playlists).toEqual([
      expect.objectContaining({
        kind: 'watch-later',
        videoCount: 1,
        items: [expect.objectContaining({ videoId: video(7) })],
      }),
      expect.objectContaining({
        name: 'Exported',
        items: [3, 1, 2].map((n, position) => expect.objectContaining({ videoId: video(n), position })),
      }),
    ]);
  });
});
