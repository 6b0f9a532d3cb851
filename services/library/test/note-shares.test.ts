import { SharedNotesSchema, ShareGoneMessage } from '@stillframe/contracts';
import {
  anonymous,
  asUser,
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

const videoId = regularNote().videoId;
const share = async (user: Record<string, string>, id = videoId) =>
  (await t.http.post('/api/note-shares').set(user).send({ videoId: id }).expect(201)).body;

describe('share links', () => {
  it("shows anyone the video's regular notes in time order, and nothing else of the owner", async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ note: 'Later', timestamp: 90 }))
      .expect(201);
    await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ note: 'Early', timestamp: 5 }))
      .expect(201);
    await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ videoId: 'otherVideo1', note: 'Elsewhere' }));
    await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201);
    const link = await share(user);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ videoId, videoTitle: regularNote().videoTitle });

    const shared = await t.http.get(`/api/shared-notes/${link.token}`).set(anonymous()).expect(200);
    expect(SharedNotesSchema.strict().parse(shared.body)).toEqual({
      videoId,
      videoTitle: regularNote().videoTitle,
      notes: [
        { note: 'Early', timestamp: 5 },
        { note: 'Later', timestamp: 90 },
      ],
    });
    expect(JSON.stringify(shared.body)).not.toMatch(/Elsewhere|userId|user_id|"id"/);
  });

  it('never shows an encrypted note, and refuses a link for a video with none but encrypted notes', async () => {
    const user = asUser(newUserId());
    await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201);
    const refused = await t.http.post('/api/note-shares').set(user).send({ videoId }).expect(404);
    expect(refused.body.message).toBe('This video has no regular notes to share');
    const regular = (await t.http.post('/api/notes').set(user).send(regularNote()).expect(201)).body;
    const link = await share(user);
    // The note turned encrypted disappears from the page at once.
    await t.http.put(`/api/notes/${regular.id}`).set(user).send(encryptedNote()).expect(200);
    const shared = await t.http.get(`/api/shared-notes/${link.token}`).set(anonymous()).expect(200);
    expect(shared.body.notes).toEqual([]);
  });

  it('gives one link per video until it is revoked, then a new, different one', async () => {
    const user = asUser(newUserId());
    await t.http.post('/api/notes').set(user).send(regularNote()).expect(201);
    const first = await share(user);
    expect((await share(user)).token).toBe(first.token);
    expect((await t.http.get('/api/note-shares').set(user).expect(200)).body).toEqual([first]);

    await t.http.delete(`/api/note-shares/${first.token}`).set(user).expect(200);
    const gone = await t.http.get(`/api/shared-notes/${first.token}`).set(anonymous()).expect(404);
    expect(gone.body).toMatchObject({ statusCode: 404, code: 'not_found', message: ShareGoneMessage });
    expect((await t.http.get('/api/note-shares').set(user).expect(200)).body).toEqual([]);
    expect((await share(user)).token).not.toBe(first.token);
  });

  it('cannot be revoked or listed by another user', async () => {
    const [owner, other] = [asUser(newUserId()), asUser(newUserId())];
    await t.http.post('/api/notes').set(owner).send(regularNote()).expect(201);
    const link = await share(owner);
    await t.http.delete(`/api/note-shares/${link.token}`).set(other).expect(404);
    expect((await t.http.get('/api/note-shares').set(other).expect(200)).body).toEqual([]);
    await t.http.get(`/api/shared-notes/${link.token}`).set(anonymous()).expect(200);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = 'A'.repeat(43);
    expect((await t.http.get(`/api/shared-notes/${unknown}`).set(anonymous()).expect(404)).body.message).toBe(
      ShareGoneMessage,
    );
    const bad = await t.http.get('/api/shared-notes/short').set(anonymous()).expect(400);
    expect(bad.body.details[0].field).toBe('params.token');
  });
});
