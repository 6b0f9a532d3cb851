import pg from 'pg';
import { FavoritePageSchema } from '@stillframe/contracts';
import {
  asUser,
  cipher,
  encryptedNote,
  newUserId,
  regularNote,
  sealed,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

// Small note bounds so that a test reaches them in a few calls; the favourites bound is the default.
const MAX_NOTES = 5;
const MAX_NOTE_BYTES = 200_000;
let t: LibraryTestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await startLibraryTestApp({
    env: { MAX_NOTES_PER_ACCOUNT: String(MAX_NOTES), MAX_NOTE_BYTES_PER_ACCOUNT: String(MAX_NOTE_BYTES) },
  });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const count = async (table: 'notes' | 'favorite_channels', userId: string) =>
  Number((await db.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [userId])).rows[0].count);
/** A regular note of `chars` three-byte characters: 3 × chars bytes of text. */
const heavyNote = (chars: number, n: number) => regularNote({ note: '✓'.repeat(chars), timestamp: n });
const bigEncryptedNote = () => ({ ...encryptedNote(), note: cipher(80_000) });
const expectRefused = (
  body: { code: string; message: string; details: Array<{ field: string }> },
  field: string,
) => {
  expect(body.code).toBe('storage_limit');
  expect(body.details[0]?.field).toBe(field);
};

describe('the notes bounds of an account', () => {
  it('adds notes up to the count bound, even when sent all at once, then refuses with 409 naming it', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    const answers = await Promise.all(
      Array.from({ length: MAX_NOTES * 2 }, (_, n) =>
        t.http
          .post('/api/notes')
          .set(user)
          .send(regularNote({ timestamp: n })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_NOTES);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(MAX_NOTES);
    expectRefused(refused[0]?.body, 'limits.notes');
    expect(refused[0]?.body.message).toBe(
      `Your account can keep at most ${MAX_NOTES} notes; you have ${MAX_NOTES} and this would add 1. Nothing was saved.`,
    );
    expect(await count('notes', userId)).toBe(MAX_NOTES);
    // Another account is not affected; deleting a note makes room again.
    await t.http.post('/api/notes').set(asUser(newUserId())).send(regularNote()).expect(201);
    const [first] = (await t.http.get('/api/notes').set(user).expect(200)).body;
    await t.http.delete(`/api/notes/${first.id}`).set(user).expect(200);
    await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201);
  });

  it('counts the bytes of every stored field and refuses a note, or a longer version of one, past the bytes bound', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    // Three notes of 60,000 bytes of text each: 180,000 bytes and a little for the other fields.
    for (const n of [1, 2, 3])
      await t.http.post('/api/notes').set(user).send(heavyNote(20_000, n)).expect(201);
    const refused = await t.http.post('/api/notes').set(user).send(heavyNote(7_000, 4)).expect(409);
    expectRefused(refused.body, 'limits.noteBytes');
    expect(refused.body.message).toMatch(
      /^Your notes can take at most 0\.2 MB; they take 0\.2 MB and this would add 0 MB/,
    );
    // The URL fields count too: a short text with a long thumbnail URL does not fit either.
    const longUrl = `https://i.ytimg.com/${'a'.repeat(19_000)}.jpg`;
    await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ note: 'short', videoThumbnailUrl: longUrl, videoTitle: '✓'.repeat(500) }))
      .expect(409);
    expect(await count('notes', userId)).toBe(3);
    // A small note still fits; a note made longer past the bound is refused, made shorter it is saved.
    const small = (
      await t.http
        .post('/api/notes')
        .set(user)
        .send(regularNote({ note: 'small' }))
        .expect(201)
    ).body;
    const grown = await t.http
      .put(`/api/notes/${small.id}`)
      .set(user)
      .send({ note: '✓'.repeat(10_000) })
      .expect(409);
    expectRefused(grown.body, 'limits.noteBytes');
    const [heavy] = (await t.http.get('/api/notes?sort=oldest').set(user).expect(200)).body;
    await t.http.put(`/api/notes/${heavy.id}`).set(user).send({ note: 'much shorter now' }).expect(200);
    await t.http
      .put(`/api/notes/${small.id}`)
      .set(user)
      .send({ note: '✓'.repeat(10_000) })
      .expect(200);
  });

  it('refuses an import that would pass a bound before writing anything, and counts only the notes it would add', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    const kept = [regularNote({ note: 'a' }), regularNote({ note: 'b' }), regularNote({ note: 'c' })];
    await t.http.post('/api/notes/import').set(user).send({ notes: kept }).expect(200);
    const tooMany = [regularNote({ note: 'd' }), encryptedNote(), regularNote({ note: 'e' })];
    const refused = await t.http.post('/api/notes/import').set(user).send({ notes: tooMany }).expect(409);
    expectRefused(refused.body, 'limits.notes');
    expect(refused.body.message).toBe(
      `Your account can keep at most ${MAX_NOTES} notes; you have 3 and this would add 3. Nothing was saved.`,
    );
    expect(await count('notes', userId)).toBe(3);
    // Two encrypted notes of 106,668 base64 characters each fit the count but not the bytes.
    const heavy = await t.http
      .post('/api/notes/import')
      .set(user)
      .send({ notes: [bigEncryptedNote(), bigEncryptedNote()] })
      .expect(409);
    expectRefused(heavy.body, 'limits.noteBytes');
    expect(await count('notes', userId)).toBe(3);
    // Notes the account already has are skipped, so they do not count toward the bound.
    const again = await t.http
      .post('/api/notes/import')
      .set(user)
      .send({ notes: [...kept, regularNote({ note: 'd' }), regularNote({ note: 'e' })] })
      .expect(200);
    expect(again.body).toEqual({ added: 2, skipped: 3 });
    expect(await count('notes', userId)).toBe(MAX_NOTES);
  });
});

/** Sealed channels as the catalog describes them, `UC` ids numbered from `from`. */
const channels = (from: number, length: number) =>
  Array.from({ length }, (_, n) =>
    sealed({
      id: `UC${String(from + n).padStart(22, '0')}`,
      title: `Channel ${from + n}`,
      thumbnailUrl: 'https://yt3.ggpht.com/a.jpg',
      subscriberCount: '10',
      description: '',
    }),
  );

describe('the favourites bound of an account (5,000)', () => {
  it('lets only one of two imports at once pass the bound, refuses single adds past it, and keeps updates', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    // 4,950 favourites already, written directly (99 imports through the API would only slow the test).
    await db.query(
      `INSERT INTO favorite_channels (user_id, channel_id, title, thumbnail_url, subscriber_count, description)
       SELECT $1, 'UCseed' || lpad(n::text, 18, '0'), 'Seed ' || n, '', '', '' FROM generate_series(1, 4950) n`,
      [userId],
    );
    const [first, second] = await Promise.all([
      t.http
        .post('/api/favorites/import')
        .set(user)
        .send({ channels: channels(1, 50) }),
      t.http
        .post('/api/favorites/import')
        .set(user)
        .send({ channels: channels(101, 50) }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expectRefused(refused.body, 'limits.favorites');
    expect(refused.body.message).toBe(
      'Your account can keep at most 5,000 favourite channels; you have 5,000 and this would add 50. Nothing was added.',
    );
    expect(await count('favorite_channels', userId)).toBe(5_000);
    // Channels already favourites do not count: the same batch again is answered, not refused.
    const accepted = first.status === 200 ? channels(1, 50) : channels(101, 50);
    const again = await t.http
      .post('/api/favorites/import')
      .set(user)
      .send({ channels: accepted })
      .expect(200);
    expect(again.body.added).toEqual([]);
    const [extra] = channels(500, 1);
    const add = await t.http
      .post('/api/favorites')
      .set(user)
      .send({ ...extra, seal: undefined })
      .expect(409);
    expectRefused(add.body, 'limits.favorites');
    // Adding one that is already a favourite updates it; removing one makes room for another.
    const [existing] = accepted;
    await t.http
      .post('/api/favorites')
      .set(user)
      .send({ ...existing, title: 'Renamed', seal: undefined })
      .expect(201);
    await t.http.delete(`/api/favorites/${existing?.id}`).set(user).expect(200);
    await t.http
      .post('/api/favorites')
      .set(user)
      .send({ ...extra, seal: undefined })
      .expect(201);
    expect(await count('favorite_channels', userId)).toBe(5_000);
    const page = FavoritePageSchema.parse((await t.http.get('/api/favorites').set(user).expect(200)).body);
    expect(page.items).toHaveLength(100);
    expect(page.nextCursor).not.toBeNull();
  });
});
