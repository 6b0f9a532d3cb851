import { NoteSchema } from '@stillframe/contracts';
import {
  asUser,
  cipher,
  encryptedNote,
  iv,
  newUserId,
  regularNote,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

const encryptedChannel = () => ({
  channelId: cipher(30),
  channelIdIv: iv(),
  channelTitle: cipher(40),
  channelTitleIv: iv(),
});

let t: LibraryTestApp;
beforeAll(async () => {
  t = await startLibraryTestApp();
});
afterAll(() => t.close());

describe("a note's channel", () => {
  it('is kept on a regular note, and is empty on a note sent without one', async () => {
    const user = asUser(newUserId());
    const withChannel = await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ channelId: 'UC_rivers', channelTitle: 'Rivers & Lakes' }))
      .expect(201);
    expect(NoteSchema.strict().parse(withChannel.body)).toMatchObject({
      channelId: 'UC_rivers',
      channelTitle: 'Rivers & Lakes',
      channelIdIv: null,
      channelTitleIv: null,
    });
    const without = await t.http.post('/api/notes').set(user).send(regularNote()).expect(201);
    expect(without.body).toMatchObject({ channelId: '', channelTitle: '' });
  });

  it('can be changed on a regular note and refuses an invalid channel id, naming the field', async () => {
    const user = asUser(newUserId());
    const note = (await t.http.post('/api/notes').set(user).send(regularNote()).expect(201)).body;
    const updated = await t.http
      .put(`/api/notes/${note.id}`)
      .set(user)
      .send({ channelId: 'UC_new', channelTitle: 'New' })
      .expect(200);
    expect(updated.body).toMatchObject({ channelId: 'UC_new', channelTitle: 'New', note: note.note });
    const bad = await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ channelId: 'not a channel/../' }))
      .expect(400);
    expect(bad.body.details[0].field).toBe('body.channelId');
  });

  it('is stored as ciphertext with its own IVs on an encrypted note, byte for byte', async () => {
    const user = asUser(newUserId());
    const channel = encryptedChannel();
    const created = await t.http
      .post('/api/notes')
      .set(user)
      .send({ ...encryptedNote(), ...channel })
      .expect(201);
    expect(created.body).toMatchObject(channel);
    const [listed] = (await t.http.get('/api/notes/encrypted').set(user).expect(200)).body;
    expect(listed).toMatchObject(channel);
  });

  it('refuses a channel ciphertext without its IV, naming the missing field', async () => {
    const response = await t.http
      .post('/api/notes')
      .set(asUser(newUserId()))
      .send({ ...encryptedNote(), channelId: cipher(30) })
      .expect(400);
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(
      'body.channelIdIv',
    );
  });

  it('is replaced by a re-encryption batch, and cleared when the batch sends none', async () => {
    const user = asUser(newUserId());
    const channel = encryptedChannel();
    const first = (
      await t.http
        .post('/api/notes')
        .set(user)
        .send({ ...encryptedNote(), ...channel })
    ).body;
    const second = (
      await t.http
        .post('/api/notes')
        .set(user)
        .send({ ...encryptedNote(), ...channel })
    ).body;
    const { isEncrypted: _kind, ...fields } = encryptedNote();
    const renewed = encryptedChannel();
    await t.http
      .post('/api/notes/re-encrypt')
      .set(user)
      .send({
        notes: [
          { id: first.id, ...fields, ...renewed },
          { id: second.id, ...fields },
        ],
      })
      .expect(200);
    const listed = (await t.http.get('/api/notes/encrypted').set(user).expect(200)).body;
    const byId = new Map(listed.map((note: { id: string }) => [note.id, note]));
    expect(byId.get(first.id)).toMatchObject(renewed);
    expect(byId.get(second.id)).toMatchObject({
      channelId: '',
      channelIdIv: null,
      channelTitle: '',
      channelTitleIv: null,
    });
  });
});
