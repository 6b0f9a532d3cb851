import { randomUUID } from 'node:crypto';
import {
  newUserId,
  asUser,
  encryptedNote,
  cipher,
  iv,
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
  (await t.http.post('/api/notes').set(user).send(body).expect(201)).body as { id: string };

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
