import { NextCursorHeader } from '@stillframe/contracts';
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

type Listed = { id: string; isEncrypted: boolean };

/** Creates notes several at a time, so that many share a millisecond and the id tie-break is exercised. */
async function createNotes(
  user: Record<string, string>,
  count: number,
  body: () => object = () => regularNote(),
): Promise<void> {
  for (let made = 0; made < count; made += 5) {
    const batch = Math.min(5, count - made);
    await Promise.all(
      Array.from({ length: batch }, () => t.http.post('/api/notes').set(user).send(body()).expect(201)),
    );
  }
}

/** Follows x-next-cursor from the first page to the last. */
async function allPages(
  user: Record<string, string>,
  path: string,
  limit: number,
  sort = 'newest',
): Promise<{ pages: Listed[][]; cursors: string[] }> {
  const pages: Listed[][] = [];
  const cursors: string[] = [];
  let cursor: string | undefined;
  do {
    const response = await t.http
      .get(path)
      .query({ limit, sort, ...(cursor ? { cursor } : {}) })
      .set(user)
      .expect(200);
    pages.push(response.body);
    cursor = response.headers[NextCursorHeader];
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return { pages, cursors };
}

describe('paging with limit and cursor', () => {
  const user = asUser(newUserId());
  beforeAll(() => createNotes(user, 23));

  it.each(['newest', 'oldest'])(
    'walks every note exactly once, in the unpaged order (%s first)',
    async (sort) => {
      const whole: Listed[] = (await t.http.get('/api/notes').query({ sort }).set(user).expect(200)).body;
      expect(whole).toHaveLength(23);
      const { pages, cursors } = await allPages(user, '/api/notes', 10, sort);
      expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
      expect(cursors).toHaveLength(2);
      expect(pages.flat().map((note) => note.id)).toEqual(whole.map((note) => note.id));
    },
  );

  it('gives no cursor on the last page, also when it is exactly full', async () => {
    const exact = await t.http.get('/api/notes').query({ limit: 23 }).set(user).expect(200);
    expect(exact.body).toHaveLength(23);
    expect(exact.headers[NextCursorHeader]).toBeUndefined();
  });

  it('stays stable while notes are added between pages: nothing repeated, nothing skipped', async () => {
    const before: Listed[] = (await t.http.get('/api/notes').set(user).expect(200)).body;
    const first = await t.http.get('/api/notes').query({ limit: 8 }).set(user).expect(200);
    await createNotes(user, 4);
    const seen: Listed[] = [...first.body];
    let cursor = first.headers[NextCursorHeader];
    while (cursor) {
      const next = await t.http.get('/api/notes').query({ limit: 8, cursor }).set(user).expect(200);
      seen.push(...next.body);
      cursor = next.headers[NextCursorHeader];
    }
    expect(seen.map((note) => note.id)).toEqual(before.map((note) => note.id));
  });

  it('takes a cursor without a limit: every note after it', async () => {
    const whole: Listed[] = (await t.http.get('/api/notes').set(user).expect(200)).body;
    const first = await t.http.get('/api/notes').query({ limit: 5 }).set(user).expect(200);
    const rest = await t.http
      .get('/api/notes')
      .query({ cursor: first.headers[NextCursorHeader] })
      .set(user)
      .expect(200);
    expect(rest.body.map((note: Listed) => note.id)).toEqual(whole.slice(5).map((note) => note.id));
  });

  it('refuses a forged cursor, a cursor of the other sort order, and a bad limit, naming the parameter', async () => {
    const first = await t.http.get('/api/notes').query({ limit: 5 }).set(user).expect(200);
    const cursor = String(first.headers[NextCursorHeader]);
    const fieldOf = async (query: object) =>
      (await t.http.get('/api/notes').query(query).set(user).expect(400)).body.details[0].field;
    expect(await fieldOf({ cursor: 'bm90LWEtY3Vyc29y' })).toBe('query.cursor');
    expect(await fieldOf({ cursor: Buffer.from('n.123.not-a-uuid').toString('base64url') })).toBe(
      'query.cursor',
    );
    expect(await fieldOf({ cursor, sort: 'oldest' })).toBe('query.cursor');
    expect(await fieldOf({ limit: 0 })).toBe('query.limit');
    expect(await fieldOf({ limit: 501 })).toBe('query.limit');
    expect(await fieldOf({ limit: 'ten' })).toBe('query.limit');
  });
});

describe('paging the filtered lists', () => {
  const user = asUser(newUserId());
  beforeAll(async () => {
    await createNotes(user, 7, () => regularNote({ videoId: 'pagedVideo1' }));
    await createNotes(user, 6, () => encryptedNote());
    await createNotes(user, 5, () => regularNote({ videoId: 'otherVideo2' }));
  });

  it.each([
    ['/api/notes/regular', 12],
    ['/api/notes/encrypted', 6],
    ['/api/notes/pagedVideo1', 13],
  ])('%s pages through its own notes only', async (path, expected) => {
    const whole: Listed[] = (await t.http.get(path).set(user).expect(200)).body;
    expect(whole).toHaveLength(expected);
    const { pages } = await allPages(user, path, 4);
    expect(pages.flat().map((note) => note.id)).toEqual(whole.map((note) => note.id));
  });
});
