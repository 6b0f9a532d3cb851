import pg from 'pg';
import { AccountExportSchema } from '@stillframe/contracts';
import {
  anonymous,
  asUser,
  channelId,
  encryptedNote,
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

describe('account data export', () => {
  it('holds the favourites and the regular notes, never the encrypted ones', async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/favorites')
      .set(user)
      .send({
        id: channelId('export'),
        title: 'Exported channel',
        description: 'Quotes "and" \\ backslashes',
      })
      .expect(201);
    const first = (
      await t.http
        .post('/api/notes')
        .set(user)
        .send(regularNote({ note: 'Line one\nline "two" ✓' }))
        .expect(201)
    ).body;
    await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 3));
    const second = (
      await t.http
        .post('/api/notes')
        .set(user)
        .send(regularNote({ videoId: 'otherVideo1' }))
        .expect(201)
    ).body;

    await t.http
      .put('/api/library/positions/exportVid01')
      .set(user)
      .send({ seconds: 754, durationSeconds: 1800 })
      .expect(200);

    const response = await t.http.get('/api/library/export').set(user).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="stillframe-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = AccountExportSchema.parse(response.body);
    expect(exported.favorites).toEqual([
      expect.objectContaining({ id: channelId('export'), description: 'Quotes "and" \\ backslashes' }),
    ]);
    expect(exported.notes).toEqual([second, first]);
    expect(exported.playbackPositions).toEqual([
      expect.objectContaining({ videoId: 'exportVid01', seconds: 754, durationSeconds: 1800 }),
    ]);
    expect(Math.abs(Date.parse(exported.exportedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('answers an empty document for a user with nothing saved', async () => {
    const response = await t.http.get('/api/library/export').set(asUser(newUserId())).expect(200);
    expect(AccountExportSchema.parse(response.body)).toMatchObject({
      favorites: [],
      notes: [],
      playbackPositions: [],
    });
  });

  it('streams a large export as one valid document', async () => {
    const user = asUser(newUserId());
    // Filled through the backup import, one call (1,250 single writes cost ten CPU-seconds of the run).
    const notes = Array.from({ length: 1_250 }, (_, i) => regularNote({ note: `note ${i}` }));
    expect((await t.http.post('/api/notes/import').set(user).send({ notes }).expect(200)).body).toEqual({
      added: 1_250,
      skipped: 0,
    });
    const exported = AccountExportSchema.parse(
      (await t.http.get('/api/library/export').set(user).expect(200)).body,
    );
    expect(exported.notes).toHaveLength(1_250);
    expect(new Set(exported.notes.map((note) => note.id)).size).toBe(1_250);
  });

  it('holds every favourite, not a page of them, newest first', async () => {
    const userId = newUserId();
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // 1,201 favourites with distinct times: more than two of the export's batches of 500.
      await db.query(
        `INSERT INTO favorite_channels (user_id, channel_id, title, thumbnail_url, subscriber_count, description, created_at)
         SELECT $1, 'UCexport' || lpad(n::text, 16, '0'), 'Channel ' || n, '', '', '',
                now() - n * interval '1 second'
           FROM generate_series(1, 1201) n`,
        [userId],
      );
    } finally {
      await db.end();
    }
    const exported = AccountExportSchema.parse(
      (await t.http.get('/api/library/export').set(asUser(userId)).expect(200)).body,
    );
    expect(exported.favorites.map((favorite) => favorite.title)).toEqual(
      Array.from({ length: 1201 }, (_, n) => `Channel ${n + 1}`),
    );
    // The list itself answers a page.
    expect((await t.http.get('/api/favorites').set(asUser(userId)).expect(200)).body.items).toHaveLength(100);
  });

  it('needs a signed-in caller', async () => {
    await t.http.get('/api/library/export').set(anonymous()).expect(401);
  });
});
