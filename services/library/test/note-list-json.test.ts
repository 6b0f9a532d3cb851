import { NoteSchema } from '@stillframe/contracts';
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

/**
 * Texts that JSON escapes: quotes, backslashes, the control characters a note may hold (line break and
 * tab; no other is stored), non-ASCII, an emoji; a title is one line.
 */
const awkward = 'He said "stop" \\ then\nleft\ttab – café 東京 🎬 </script>';
const awkwardLine = 'He said "stop" \\ then – café 東京 🎬 </script>';

describe('note lists, written as JSON by Postgres', () => {
  it('answer every note exactly as it was created: the same fields, values, order and text', async () => {
    const user = asUser(newUserId());
    const created = [];
    const bodies = [
      regularNote({ note: awkward, videoTitle: awkwardLine, timestamp: 0 }),
      regularNote({ timestamp: 12.345 }),
      regularNote({ timestamp: 86_399.999 }),
      encryptedNote(),
      regularNote({ videoThumbnailUrl: '' }),
    ];
    for (const body of bodies)
      created.push((await t.http.post('/api/notes').set(user).send(body).expect(201)).body);
    // Keyset order: creation time, then id (two notes may share a millisecond).
    const key = (note: { createdAt: string; id: string }) => `${note.createdAt} ${note.id}`;
    const oldestFirst = [...created].sort((a, b) => key(a).localeCompare(key(b)));
    const newestFirst = [...oldestFirst].reverse();
    for (const path of ['/api/notes', '/api/notes?limit=10', '/api/notes?sort=oldest']) {
      const listed = await t.http.get(path).set(user).expect(200);
      expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = path.includes('oldest') ? oldestFirst : newestFirst;
      // Key order too: the text is what a client (and a diff of two answers) sees.
      expect(listed.text).toBe(JSON.stringify(expected));
      for (const note of listed.body) NoteSchema.strict().parse(note);
    }
  });

  it('answers an empty list as [] in both shapes', async () => {
    const user = asUser(newUserId());
    expect((await t.http.get('/api/notes').set(user).expect(200)).text).toBe('[]');
    expect((await t.http.get('/api/notes?limit=5').set(user).expect(200)).text).toBe('[]');
  });
});
