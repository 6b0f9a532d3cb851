import {
  asUser,
  channelId,
  encryptedNote,
  newUserId,
  regularNote,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
const owner = asUser(newUserId());
const intruder = asUser(newUserId());
let regular: { id: string };
let sealed: { id: string };

beforeAll(async () => {
  t = await startLibraryTestApp();
  regular = (
    await t.http
      .post('/api/notes')
      .set(owner)
      .send(regularNote({ videoId: 'sharedVideo' }))
      .expect(201)
  ).body;
  sealed = (await t.http.post('/api/notes').set(owner).send(encryptedNote()).expect(201)).body;
  await t.http
    .post('/api/favorites')
    .set(owner)
    .send({ id: channelId('owned'), title: 'Owned' })
    .expect(201);
});
afterAll(() => t.close());

/** The owner's data, as the owner sees it; compared before and after each intrusion. */
const ownersView = async () => ({
  notes: (await t.http.get('/api/notes').set(owner).expect(200)).body,
  favorites: (await t.http.get('/api/favorites').set(owner).expect(200)).body.items,
});

describe("another user's data", () => {
  it('is not listed by any list call or the export', async () => {
    for (const path of [
      '/api/notes',
      '/api/notes/regular',
      '/api/notes/encrypted',
      '/api/notes/sharedVideo',
    ]) {
      expect((await t.http.get(path).set(intruder).expect(200)).body).toEqual([]);
    }
    expect((await t.http.get('/api/favorites').set(intruder).expect(200)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    const exported = (await t.http.get('/api/library/export').set(intruder).expect(200)).body;
    expect(exported).toMatchObject({ favorites: [], notes: [] });
  });

  it('cannot be updated, deleted or re-encrypted: 404, and nothing changes', async () => {
    const before = await ownersView();
    await t.http.put(`/api/notes/${regular.id}`).set(intruder).send({ note: 'hijacked' }).expect(404);
    await t.http.put(`/api/notes/${sealed.id}`).set(intruder).send(encryptedNote()).expect(404);
    await t.http.delete(`/api/notes/${regular.id}`).set(intruder).expect(404);
    await t.http.delete(`/api/notes/${sealed.id}`).set(intruder).expect(404);
    await t.http
      .post('/api/notes/re-encrypt')
      .set(intruder)
      .send({ notes: [{ id: sealed.id, ...encryptedNote() }] })
      .expect(404);
    expect(await ownersView()).toEqual(before);
  });

  it("cannot see or remove another user's favourite of the same channel", async () => {
    expect(
      (
        await t.http
          .get(`/api/favorites/${channelId('owned')}`)
          .set(intruder)
          .expect(200)
      ).body,
    ).toEqual({
      isFavorite: false,
    });
    await t.http
      .delete(`/api/favorites/${channelId('owned')}`)
      .set(intruder)
      .expect(404);
    await t.http
      .post('/api/favorites')
      .set(intruder)
      .send({ id: channelId('owned'), title: 'Renamed by someone else' })
      .expect(201);
    await t.http
      .delete(`/api/favorites/${channelId('owned')}`)
      .set(intruder)
      .expect(200);
    const favorites = (await t.http.get('/api/favorites').set(owner).expect(200)).body.items;
    expect(favorites).toEqual([expect.objectContaining({ id: channelId('owned'), title: 'Owned' })]);
  });
});
