import { randomUUID } from 'node:crypto';
import { Limits, NoteSchema } from '@stillframe/contracts';
import { startTestPostgresServer, type TestPostgresServer } from '@stillframe/server-kit/testing';
import {
  anonymous,
  asUser,
  cipher,
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

const create = async (user: Record<string, string>, body: object) =>
  (await t.http.post('/api/notes').set(user).send(body).expect(201)).body;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (notes: Array<{ id: string }>) => notes.map((note) => note.id);

describe('creating notes', () => {
  it('creates a regular note in the contract shape, with null IVs and a numeric timestamp', async () => {
    const note = await create(asUser(newUserId()), regularNote());
    expect(NoteSchema.strict().parse(note)).toMatchObject({
      ...regularNote(),
      isEncrypted: false,
      contentIv: null,
      timestampIv: null,
    });
    expect(note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(note.createdAt).toBe(note.updatedAt);
  });

  it('defaults the title and thumbnail, and drops IVs sent with a regular note', async () => {
    const note = await create(asUser(newUserId()), {
      note: 'Short one',
      videoId: 'abcdefghijk',
      timestamp: 0,
      contentIv: 'AAAAAAAAAAAAAAAA',
    });
    expect(note).toMatchObject({
      videoTitle: '',
      videoThumbnailUrl: '',
      timestamp: 0,
      contentIv: null,
      isEncrypted: false,
    });
  });

  it('refuses blank, too long and badly typed fields, naming each', async () => {
    const user = asUser(newUserId());
    const fieldOf = async (body: object) =>
      (await t.http.post('/api/notes').set(user).send(body).expect(400)).body.details[0].field;
    expect(await fieldOf(regularNote({ note: ' \n\t ' }))).toBe('body.note');
    expect(await fieldOf(regularNote({ note: 'x'.repeat(Limits.maxNoteLength + 1) }))).toBe('body.note');
    expect(await fieldOf(regularNote({ timestamp: -1 }))).toBe('body.timestamp');
    expect(await fieldOf({ ...regularNote(), timestamp: '12' })).toBe('body.timestamp');
    expect(await fieldOf(regularNote({ videoId: 'no spaces here' }))).toBe('body.videoId');
    expect(await fieldOf(regularNote({ videoThumbnailUrl: 'ftp://example.com/a.jpg' }))).toBe(
      'body.videoThumbnailUrl',
    );
    // Postgres text cannot hold NUL: refused up front instead of failing in the database.
    expect(await fieldOf(regularNote({ note: 'before\u0000after' }))).toBe('body.note');
    expect(await fieldOf(regularNote({ videoTitle: '\u0000' }))).toBe('body.videoTitle');
  });

  it('refuses control characters in a URL field (which a URL parser would take), on create, update and import', async () => {
    const user = asUser(newUserId());
    const note = (await t.http.post('/api/notes').set(user).send(regularNote()).expect(201)).body;
    for (const videoThumbnailUrl of [
      'https://i.ytimg.com/vi/a\u0000b/hq.jpg',
      'https://i.ytimg.com/vi/a\u0007b/hq.jpg',
      'https://i.ytimg.com/vi/ab/hq.jpg\u007f',
    ]) {
      const created = await t.http
        .post('/api/notes')
        .set(user)
        .send(regularNote({ videoThumbnailUrl }))
        .expect(400);
      expect(created.body.details[0].field).toBe('body.videoThumbnailUrl');
      const updated = await t.http
        .put(`/api/notes/${note.id}`)
        .set(user)
        .send({ videoThumbnailUrl })
        .expect(400);
      expect(updated.body.details[0].field).toBe('body.videoThumbnailUrl');
      const imported = await t.http
        .post('/api/notes/import')
        .set(user)
        .send({ notes: [regularNote(), regularNote({ videoThumbnailUrl })] })
        .expect(400);
      expect(imported.body.details[0].field).toBe('body.notes.1.videoThumbnailUrl');
    }
    expect((await t.http.get('/api/notes').set(user).expect(200)).body).toHaveLength(1);
  });

  it('refuses an encrypted note without every IV, or with an IV that is not 12 bytes', async () => {
    const user = asUser(newUserId());
    const { timestampIv: _dropped, videoIdIv: _also, ...withoutTwo } = encryptedNote();
    const missing = await t.http.post('/api/notes').set(user).send(withoutTwo).expect(400);
    expect(missing.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.timestampIv',
      'body.videoIdIv',
    ]);
    const short = await t.http
      .post('/api/notes')
      .set(user)
      .send({ ...encryptedNote(), contentIv: Buffer.alloc(8).toString('base64') })
      .expect(400);
    expect(short.body.details[0].field).toBe('body.contentIv');
    const notBase64 = await t.http
      .post('/api/notes')
      .set(user)
      .send({ ...encryptedNote(), note: 'plain text, not base64!' })
      .expect(400);
    expect(notBase64.body.details[0].field).toBe('body.note');
  });

  it('answers 413 payload_too_large for a body over the limit, and 400 invalid_json for broken JSON', async () => {
    const user = asUser(newUserId());
    const huge = await t.http
      .post('/api/notes')
      .set(user)
      .send({ note: 'x'.repeat(21 * 1024 * 1024) })
      .expect(413);
    expect(huge.body).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    const broken = await t.http
      .post('/api/notes')
      .set(user)
      .set('content-type', 'application/json')
      .send('{"note":')
      .expect(400);
    expect(broken.body.code).toBe('invalid_json');
  });
});

describe('listing notes', () => {
  const user = asUser(newUserId());
  let regularA: { id: string };
  let regularB: { id: string };
  let secret: { id: string };
  beforeAll(async () => {
    // A few ms apart, so that the order under test is the creation order and not the id tie-break.
    regularA = await create(user, regularNote({ videoId: 'videoAAAAAA', note: 'first' }));
    await pause(3);
    secret = await create(user, encryptedNote());
    await pause(3);
    regularB = await create(user, regularNote({ videoId: 'videoBBBBBB', note: 'third' }));
  });

  it('lists all notes newest first by default, and oldest first on request', async () => {
    expect(ids((await t.http.get('/api/notes').set(user).expect(200)).body)).toEqual([
      regularB.id,
      secret.id,
      regularA.id,
    ]);
    expect(ids((await t.http.get('/api/notes?sort=newest').set(user).expect(200)).body)).toEqual([
      regularB.id,
      secret.id,
      regularA.id,
    ]);
    expect(ids((await t.http.get('/api/notes?sort=oldest').set(user).expect(200)).body)).toEqual([
      regularA.id,
      secret.id,
      regularB.id,
    ]);
  });

  it('lists regular notes only and encrypted notes only', async () => {
    expect(ids((await t.http.get('/api/notes/regular').set(user).expect(200)).body)).toEqual([
      regularB.id,
      regularA.id,
    ]);
    expect(ids((await t.http.get('/api/notes/encrypted').set(user).expect(200)).body)).toEqual([secret.id]);
  });

  it("lists a video's regular notes plus every encrypted note, whose video the server cannot know", async () => {
    expect(ids((await t.http.get('/api/notes/videoAAAAAA').set(user).expect(200)).body)).toEqual([
      secret.id,
      regularA.id,
    ]);
    expect(ids((await t.http.get('/api/notes/otherVideo1').set(user).expect(200)).body)).toEqual([secret.id]);
  });

  it('answers an empty array for a user without notes, and 400 for a bad sort or video id', async () => {
    expect((await t.http.get('/api/notes').set(asUser(newUserId())).expect(200)).body).toEqual([]);
    expect((await t.http.get('/api/notes?sort=random').set(user).expect(400)).body.details[0].field).toBe(
      'query.sort',
    );
    expect((await t.http.get('/api/notes/bad!id').set(user).expect(400)).body.details[0].field).toBe(
      'params.videoId',
    );
  });

  it('answers 401 to an anonymous caller', async () => {
    await t.http.get('/api/notes').set(anonymous()).expect(401);
    await t.http.post('/api/notes').set(anonymous()).send(regularNote()).expect(401);
  });
});

describe('updating and deleting notes', () => {
  it('changes only the fields sent, and moves updatedAt', async () => {
    const user = asUser(newUserId());
    const note = await create(user, regularNote());
    await pause(5);
    const updated = (
      await t.http.put(`/api/notes/${note.id}`).set(user).send({ note: 'Edited text' }).expect(200)
    ).body;
    expect(updated).toMatchObject({ ...note, note: 'Edited text', updatedAt: expect.any(String) });
    expect(updated.updatedAt > note.updatedAt).toBe(true);
    const moved = (await t.http.put(`/api/notes/${note.id}`).set(user).send({ timestamp: 90 }).expect(200))
      .body;
    expect(moved).toMatchObject({ note: 'Edited text', timestamp: 90, videoTitle: note.videoTitle });
  });

  it('refuses an empty change, a blank text and a negative timestamp', async () => {
    const user = asUser(newUserId());
    const note = await create(user, regularNote());
    expect(
      (await t.http.put(`/api/notes/${note.id}`).set(user).send({}).expect(400)).body.details[0].field,
    ).toBe('body');
    expect(
      (await t.http.put(`/api/notes/${note.id}`).set(user).send({ note: '  ' }).expect(400)).body.details[0]
        .field,
    ).toBe('body.note');
    expect(
      (await t.http.put(`/api/notes/${note.id}`).set(user).send({ timestamp: -3 }).expect(400)).body
        .details[0].field,
    ).toBe('body.timestamp');
  });

  it('encrypts a regular note when sent whole with isEncrypted, and turns it back with the regular fields', async () => {
    const user = asUser(newUserId());
    const note = await create(user, regularNote());
    const sealed = encryptedNote();
    const encrypted = (await t.http.put(`/api/notes/${note.id}`).set(user).send(sealed).expect(200)).body;
    expect(encrypted).toMatchObject({ ...sealed, id: note.id });
    const partial = await t.http
      .put(`/api/notes/${note.id}`)
      .set(user)
      .send({ note: 'plain edit' })
      .expect(400);
    expect(partial.body.details[0].field).toBe('body.isEncrypted');
    const incomplete = await t.http
      .put(`/api/notes/${note.id}`)
      .set(user)
      .send({ isEncrypted: false, note: 'back' })
      .expect(400);
    expect(incomplete.body.details.map((d: { field: string }) => d.field)).toEqual([
      'body.videoId',
      'body.timestamp',
    ]);
    const back = (
      await t.http
        .put(`/api/notes/${note.id}`)
        .set(user)
        .send({ isEncrypted: false, note: 'back', videoId: 'abcdefghijk', timestamp: 7 })
        .expect(200)
    ).body;
    expect(back).toMatchObject({
      isEncrypted: false,
      note: 'back',
      videoId: 'abcdefghijk',
      timestamp: 7,
      videoTitle: '',
      contentIv: null,
      timestampIv: null,
    });
  });

  it('deletes a note; a second delete and an unknown id answer 404, a malformed id 400', async () => {
    const user = asUser(newUserId());
    const note = await create(user, regularNote());
    expect((await t.http.delete(`/api/notes/${note.id}`).set(user).expect(200)).body).toEqual({
      success: true,
    });
    await t.http.delete(`/api/notes/${note.id}`).set(user).expect(404);
    await t.http.put(`/api/notes/${note.id}`).set(user).send({ note: 'gone' }).expect(404);
    await t.http.delete('/api/notes/00000000-0000-4000-8000-000000000000').set(user).expect(404);
    const malformed = await t.http.put('/api/notes/not-a-uuid').set(user).send({ note: 'x' }).expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(malformed.body.details[0].field).toBe('params.id');
    await t.http.delete("/api/notes/1'%20OR%20'1'='1").set(user).expect(400);
  });
});

describe('ids in another spelling, and ids that are no ids', () => {
  it('updates and deletes a note by its id in upper case', async () => {
    const user = asUser(newUserId());
    const note = await create(user, regularNote());
    const loud = note.id.toUpperCase();
    const updated = await t.http.put(`/api/notes/${loud}`).set(user).send({ note: 'changed' }).expect(200);
    expect(updated.body).toMatchObject({ id: note.id, note: 'changed' });
    await t.http.delete(`/api/notes/${loud}`).set(user).expect(200);
    expect((await t.http.get('/api/notes').set(user).expect(200)).body).toEqual([]);
  });

  it('re-encrypts notes listed by upper-case ids, and refuses one listed twice in two spellings', async () => {
    const user = asUser(newUserId());
    const note = await create(user, encryptedNote());
    const fields = { ...encryptedNote(), note: cipher(70), contentIv: iv() };
    const { isEncrypted: _kind, ...ciphertext } = fields;
    const batch = (ids: string[]) => ({ notes: ids.map((id) => ({ id, ...ciphertext })) });
    await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send(batch([note.id.toUpperCase()]))
      .expect(200, { updated: 1 });
    const twice = await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send(batch([note.id, note.id.toUpperCase()]))
      .expect(400);
    expect(twice.body.details[0].field).toBe('body.notes.1.id');
  });

  it('answers 400 naming the parameter for a channel id with a NUL byte, never a 500', async () => {
    const user = asUser(newUserId());
    for (const call of [t.http.get('/api/favorites/a%00b'), t.http.delete('/api/favorites/a%00b')]) {
      const response = await call.set(user).expect(400);
      expect(response.body.details[0].field).toBe('params.id');
    }
  });

  it('refuses note cursors whose parts are not a time in range and a note id', async () => {
    const user = asUser(newUserId());
    for (const text of ['n.99999999999999.not-a-uuid', `n.999999999999999.${randomUUID()}`, 'n.1.\0']) {
      const cursor = Buffer.from(text).toString('base64url');
      const response = await t.http.get('/api/notes').query({ cursor }).set(user).expect(400);
      expect(response.body.details[0].field).toBe('query.cursor');
    }
  });
});

describe('while Postgres is down', () => {
  // Postgres is stopped here: a library on a server of its own, so that suites beside this one keep theirs.
  let postgres: TestPostgresServer;
  let own: LibraryTestApp;
  beforeAll(async () => {
    postgres = await startTestPostgresServer();
    const shared = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = postgres.url;
    try {
      own = await startLibraryTestApp({ keepRedis: true });
    } finally {
      process.env.TEST_DATABASE_URL = shared;
    }
  });
  afterAll(async () => {
    await own.close();
    await postgres.remove();
  });

  it('notes and favourites answer 503 service_unavailable with Retry-After, and work again once it is back', async () => {
    const user = asUser(newUserId());
    await own.http.post('/api/notes').set(user).send(regularNote()).expect(201);
    await postgres.control.stop();
    try {
      const calls = [
        own.http.get('/api/notes').set(user),
        own.http.get('/api/notes?limit=10').set(user),
        own.http.post('/api/notes').set(user).send(regularNote()),
        own.http.get('/api/favorites').set(user),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(503);
        expect(response.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await postgres.control.start();
    }
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await own.http.get('/api/notes?limit=10').set(user)).status;
      if (status !== 200) await pause(50);
    }
    expect(status).toBe(200);
  }, 90_000);
});
