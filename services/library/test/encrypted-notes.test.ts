import pg from 'pg';
import { randomBytes } from 'node:crypto';
import {
  asUser,
  cipher,
  encryptedFieldNames,
  encryptedNote,
  iv,
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

type Fields = ReturnType<typeof encryptedNote>;
const pick = (note: Record<string, unknown>) =>
  Object.fromEntries(encryptedFieldNames.map((name) => [name, note[name]]));
const create = async (user: Record<string, string>, body: object) =>
  (await t.http.post('/api/notes').set(user).send(body).expect(201)).body;
const listEncrypted = async (user: Record<string, string>) =>
  (await t.http.get('/api/notes/encrypted').query({ sort: 'oldest' }).set(user).expect(200)).body;
/** New ciphertext for a note, as a key rotation would produce it. */
const rotated = (id: string) => ({ id, ...encryptedNote() });

describe('encrypted notes round-trip', () => {
  it('stores every ciphertext and IV byte for byte, including padding and the whole base64 alphabet', async () => {
    const user = asUser(newUserId());
    // Lengths 1..3 bytes modulo 3 give '', '=' and '==' padding; 0xfb/0xff bytes give '+' and '/'.
    const sent: Fields[] = [1, 2, 3, 250].map((size) => ({
      ...encryptedNote(),
      note: Buffer.concat([Buffer.from([0xfb, 0xff, 0xfe]), randomBytes(size)]).toString('base64'),
      timestamp: cipher(size),
    }));
    const ids: string[] = [];
    for (const body of sent) ids.push((await create(user, body)).id);
    const listed: Array<Record<string, unknown>> = await listEncrypted(user);
    const byId = new Map(listed.map((note) => [note.id, note]));
    ids.forEach((id, index) => expect(pick(byId.get(id) ?? {})).toEqual(pick(sent[index] ?? {})));
    for (const note of listed)
      expect(note).toMatchObject({ isEncrypted: true, timestamp: expect.any(String) });
  });

  it('keeps the ciphertext exact through an update', async () => {
    const user = asUser(newUserId());
    const note = await create(user, encryptedNote());
    const replacement = encryptedNote();
    const updated = (await t.http.put(`/api/notes/${note.id}`).set(user).send(replacement).expect(200)).body;
    expect(pick(updated)).toEqual(pick(replacement));
    expect(pick((await listEncrypted(user))[0])).toEqual(pick(replacement));
  });
});

describe('re-encryption batch', () => {
  it('replaces the ciphertext of every note in the batch and nothing else', async () => {
    const user = asUser(newUserId());
    const notes = [
      await create(user, encryptedNote()),
      await create(user, encryptedNote()),
      await create(user, encryptedNote()),
    ];
    const plain = await create(user, regularNote());
    const batch = notes.map((note) => rotated(note.id));
    expect(
      (await t.http.post('/api/notes/re-encrypt').set(user).send({ notes: batch }).expect(200)).body,
    ).toEqual({ updated: 3 });
    const listed: Array<Record<string, string>> = await listEncrypted(user);
    const byId = new Map(listed.map((note) => [note.id, note]));
    batch.forEach(({ id, ...fields }, index) => {
      const stored = byId.get(id) ?? {};
      expect(pick(stored)).toEqual(pick(fields));
      expect(stored.createdAt).toBe(notes[index].createdAt);
      expect(String(stored.updatedAt) >= notes[index].updatedAt).toBe(true);
    });
    expect((await t.http.get('/api/notes/regular').set(user).expect(200)).body).toEqual([plain]);
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000', 404, 'not_found'],
    ['a malformed id', () => 'not-a-uuid', 400, 'validation_failed'],
    [
      "another user's note",
      async () => (await create(asUser(newUserId()), encryptedNote())).id,
      404,
      'not_found',
    ],
  ])('changes nothing when the last note of the batch is %s', async (_what, lastId, status, code) => {
    const user = asUser(newUserId());
    const notes = [await create(user, encryptedNote()), await create(user, encryptedNote())];
    const before = await listEncrypted(user);
    const batch = [...notes.map((note) => rotated(note.id)), rotated(await lastId())];
    const response = await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send({ notes: batch })
      .expect(status);
    expect(response.body).toMatchObject({ code, details: [{ field: 'body.notes.2.id' }] });
    expect(await listEncrypted(user)).toEqual(before);
  });

  it('refuses a regular note and a note listed twice, changing nothing', async () => {
    const user = asUser(newUserId());
    const secret = await create(user, encryptedNote());
    const plain = await create(user, regularNote());
    const before = await listEncrypted(user);
    const regular = await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send({ notes: [rotated(secret.id), rotated(plain.id)] })
      .expect(400);
    expect(regular.body.details[0].field).toBe('body.notes.1.id');
    const twice = await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send({ notes: [rotated(secret.id), rotated(secret.id)] })
      .expect(400);
    expect(twice.body.details[0].field).toBe('body.notes.1.id');
    const noIv = { ...rotated(secret.id), timestampIv: undefined };
    expect(
      (
        await t.http
          .post('/api/notes/re-encrypt')
          .set(user)
          .send({ notes: [noIv] })
          .expect(400)
      ).body.details[0].field,
    ).toBe('body.notes.0.timestampIv');
    await t.http.post('/api/notes/re-encrypt').set(user).send({ notes: [] }).expect(400);
    expect(await listEncrypted(user)).toEqual(before);
    expect((await t.http.get('/api/notes/regular').set(user).expect(200)).body).toEqual([plain]);
  });

  it('rolls the whole batch back when the database fails on its last row', async () => {
    const user = asUser(newUserId());
    const notes = [
      await create(user, encryptedNote()),
      await create(user, encryptedNote()),
      await create(user, encryptedNote()),
    ];
    const before = await listEncrypted(user);
    const poison = cipher(30);
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // A real failure inside the UPDATE, raised by Postgres itself for one marked row.
      await db.query(`CREATE FUNCTION fail_on_poison() RETURNS trigger AS $$
        BEGIN IF NEW.note = '${poison}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await db.query(
        'CREATE TRIGGER fail_on_poison BEFORE UPDATE ON notes FOR EACH ROW EXECUTE FUNCTION fail_on_poison()',
      );
      const batch = notes.map((note, index) =>
        index === 2 ? { ...rotated(note.id), note: poison, contentIv: iv() } : rotated(note.id),
      );
      const response = await t.http
        .post('/api/notes/re-encrypt')
        .set(user)
        .send({ notes: batch })
        .expect(500);
      expect(response.body).toEqual({ statusCode: 500, code: 'internal_error', message: expect.any(String) });
      expect(JSON.stringify(response.body)).not.toMatch(/injected|trigger|stack/i);
      expect(await listEncrypted(user)).toEqual(before);
    } finally {
      await db.query(
        'DROP TRIGGER IF EXISTS fail_on_poison ON notes; DROP FUNCTION IF EXISTS fail_on_poison()',
      );
      await db.end();
    }
  });

  it('re-encrypts a batch of 2,000 notes in one call', async () => {
    const userId = newUserId();
    const user = asUser(userId);
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const created = await db.query<{ id: string }>(
      `INSERT INTO notes (id, user_id, is_encrypted, note, video_id, video_title, video_thumbnail_url, timestamp_cipher,
         content_iv, video_id_iv, video_title_iv, video_thumbnail_iv, timestamp_iv)
       SELECT gen_random_uuid(), $1, true, 'AAAA', 'AAAA', 'AAAA', 'AAAA', 'AAAA', $2, $2, $2, $2, $2 FROM generate_series(1, 2000)
       RETURNING id`,
      [userId, iv()],
    );
    await db.end();
    const batch = created.rows.map((row) => rotated(row.id));
    expect(
      (await t.http.post('/api/notes/re-encrypt').set(user).send({ notes: batch }).expect(200)).body,
    ).toEqual({ updated: 2000 });
    const listed: Array<Record<string, unknown>> = (
      await t.http.get('/api/notes/encrypted').set(user).expect(200)
    ).body;
    const byId = new Map(batch.map(({ id, ...fields }) => [id, pick(fields)]));
    expect(listed).toHaveLength(2000);
    for (const note of listed) expect(pick(note)).toEqual(byId.get(String(note.id)));
  });
});
