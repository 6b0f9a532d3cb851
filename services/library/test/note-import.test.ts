import { ImportBodyLimitBytes, MaxImportedNotes } from '@stillframe/contracts';
import {
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

const importNotes = (user: Record<string, string>, notes: object[]) =>
  t.http.post('/api/notes/import').set(user).send({ notes });
const listAll = async (user: Record<string, string>) =>
  (await t.http.get('/api/notes').set(user).expect(200)).body as Array<Record<string, unknown>>;

describe('importing a backup', () => {
  it('adds every note of a backup into an empty account, regular and encrypted', async () => {
    const user = asUser(newUserId());
    const secret = encryptedNote();
    const response = await importNotes(user, [
      regularNote({ note: 'One', timestamp: 1, channelId: 'UC_a', channelTitle: 'A' }),
      regularNote({ note: 'Two', timestamp: 2 }),
      secret,
    ]).expect(200);
    expect(response.body).toEqual({ added: 3, skipped: 0 });
    const notes = await listAll(user);
    expect(notes).toHaveLength(3);
    expect(notes.find((note) => note.note === 'One')).toMatchObject({ channelId: 'UC_a', timestamp: 1 });
    expect(notes.find((note) => note.isEncrypted)).toMatchObject({
      note: secret.note,
      contentIv: secret.contentIv,
    });
  });

  it('merges without duplicates: same video, time and text is skipped, in the account and within the batch', async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/notes')
      .set(user)
      .send(regularNote({ note: 'Kept', timestamp: 10 }))
      .expect(201);
    const response = await importNotes(user, [
      regularNote({ note: 'Kept', timestamp: 10 }),
      regularNote({ note: 'Kept', timestamp: 11 }),
      regularNote({ note: 'Kept', timestamp: 10, videoId: 'otherVideo1' }),
      regularNote({ note: 'New', timestamp: 10 }),
      regularNote({ note: 'New', timestamp: 10 }),
    ]).expect(200);
    expect(response.body).toEqual({ added: 3, skipped: 2 });
    expect(await listAll(user)).toHaveLength(4);
    // Importing the same backup again adds nothing.
    const again = await importNotes(user, [
      regularNote({ note: 'Kept', timestamp: 11 }),
      regularNote({ note: 'New', timestamp: 10 }),
    ]).expect(200);
    expect(again.body).toEqual({ added: 0, skipped: 2 });
  });

  it('adds the same encrypted notes once however often they are sent, telling them apart by ciphertext and IV', async () => {
    const user = asUser(newUserId());
    const backup = Array.from({ length: 190 }, () => encryptedNote());
    expect((await importNotes(user, backup).expect(200)).body).toEqual({ added: 190, skipped: 0 });
    for (let round = 0; round < 9; round += 1)
      expect((await importNotes(user, backup).expect(200)).body).toEqual({ added: 0, skipped: 190 });
    const [first, second] = backup;
    if (!first || !second) throw new Error('Two notes needed');
    // Twice in one batch is once; the same ciphertext under another IV, or another text under the same
    // IV, is another note; a note created one by one is recognised too.
    const created = encryptedNote();
    await t.http.post('/api/notes').set(user).send(created).expect(201);
    const fresh = encryptedNote();
    const response = await importNotes(user, [
      fresh,
      fresh,
      created,
      { ...first, contentIv: second.contentIv },
      { ...first, note: second.note },
    ]).expect(200);
    expect(response.body).toEqual({ added: 3, skipped: 2 });
    expect(await listAll(user)).toHaveLength(194);
    // Another account importing the same notes gets them all.
    expect((await importNotes(asUser(newUserId()), backup).expect(200)).body).toEqual({
      added: 190,
      skipped: 0,
    });
  });

  it("never merges into or skips because of another user's notes", async () => {
    const [owner, other] = [asUser(newUserId()), asUser(newUserId())];
    await t.http
      .post('/api/notes')
      .set(owner)
      .send(regularNote({ note: 'Same' }))
      .expect(201);
    expect((await importNotes(other, [regularNote({ note: 'Same' })]).expect(200)).body).toEqual({
      added: 1,
      skipped: 0,
    });
    expect(await listAll(owner)).toHaveLength(1);
  });

  it('refuses the whole batch when one note is invalid, naming it, and adds nothing', async () => {
    const user = asUser(newUserId());
    const response = await importNotes(user, [regularNote(), regularNote({ note: '   ' })]).expect(400);
    expect(response.body.details[0].field).toBe('body.notes.1.note');
    expect(await listAll(user)).toHaveLength(0);
  });

  it('refuses an empty backup and one above the note limit', async () => {
    const user = asUser(newUserId());
    expect((await importNotes(user, []).expect(400)).body.details[0].field).toBe('body.notes');
    const tooMany = Array.from({ length: MaxImportedNotes + 1 }, (_, i) => ({
      note: 'n',
      videoId: 'abcdefghijk',
      timestamp: i,
    }));
    expect(JSON.stringify({ notes: tooMany }).length).toBeLessThan(ImportBodyLimitBytes);
    expect((await importNotes(user, tooMany).expect(400)).body.details[0].field).toBe('body.notes');
  });

  it('adds a backup of 10,000 notes in one call', async () => {
    const user = asUser(newUserId());
    const notes = Array.from({ length: MaxImportedNotes }, (_, i) => ({
      note: `Note ${i}`,
      videoId: `video${String(i % 50).padStart(6, '0')}`,
      timestamp: i,
    }));
    expect((await importNotes(user, notes).expect(200)).body).toEqual({ added: 10_000, skipped: 0 });
    const page = await t.http.get('/api/notes?limit=1').set(user).expect(200);
    expect(page.headers['x-next-cursor']).toBeTruthy();
  }, 120_000);
});
