import fc from 'fast-check';
import { ErrorBodySchema, FavoriteChannelSchema, NoteSchema } from '@stillframe/contracts';
import {
  asUser,
  encryptedNote,
  iv,
  newUserId,
  regularNote,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
const user = asUser(newUserId());
let regularId: string;
let encryptedId: string;

beforeAll(async () => {
  t = await startLibraryTestApp();
  regularId = (await t.http.post('/api/notes').set(user).send(regularNote()).expect(201)).body.id;
  encryptedId = (await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201)).body.id;
});
afterAll(() => t.close());

const runs = { numRuns: 200 };

/** Answers seen by one property: both kinds must occur, or the generators test nothing. */
class Outcomes {
  successes = 0;
  clientErrors = 0;

  /** Every answer is a success or a client error in the API's one error shape; never a 500. */
  record(response: { status: number; body: unknown }): void {
    if (response.status >= 200 && response.status < 300) {
      this.successes += 1;
      return;
    }
    if (response.status < 400 || response.status >= 500)
      throw new Error(`Answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(ErrorBodySchema.safeParse(response.body).success).toBe(true);
    expect((response.body as { statusCode: number }).statusCode).toBe(response.status);
    this.clientErrors += 1;
  }

  expectBoth(): void {
    expect(this.successes).toBeGreaterThan(0);
    expect(this.clientErrors).toBeGreaterThan(0);
  }
}

/** Sends any JSON value as the body, also a bare number or string, which supertest would not serialise. */
const sendJson = (method: 'post' | 'put', path: string, body: unknown) =>
  t.http[method](path)
    .set(user)
    .set('content-type', 'application/json')
    .send(JSON.stringify(body) ?? 'null');

/** A value of the wrong type or shape for any field. */
const junk = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'text with a \u0000 inside', '\ud800 lone surrogate'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);

/**
 * A valid body with up to two fields replaced by junk and up to one removed, or any JSON at all:
 * every field gets broken on its own while many bodies stay valid.
 */
function bodies(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const broken = valid.chain((base) => {
    const fields = Object.keys(base);
    return fc
      .tuple(
        fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
        fc.array(junk, { minLength: 2, maxLength: 2 }),
        fc.subarray(fields, { maxLength: Math.min(1, fields.length) }),
      )
      .map(([replaced, values, removed]) => {
        const body: Record<string, unknown> = { ...base };
        replaced.forEach((field, index) => (body[field] = values[index]));
        removed.forEach((field) => delete body[field]);
        return body;
      });
  });
  return fc.oneof({ arbitrary: broken, weight: 4 }, { arbitrary: fc.jsonValue(), weight: 1 });
}

const base64 = (min: number, max: number) =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((bytes) => Buffer.from(bytes).toString('base64'));
const text = fc
  .string({
    minLength: 1,
    maxLength: 200,
    unit: fc.oneof(
      { arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }), weight: 20 },
      { arbitrary: fc.constant('\u0000'), weight: 1 },
    ),
  })
  .filter((value) => value.trim().length > 0);

const regularFields = fc.record({
  note: text,
  videoId: fc.stringMatching(/^[A-Za-z0-9_-]{6,20}$/),
  videoTitle: fc.string({ maxLength: 100 }),
  videoThumbnailUrl: fc.constantFrom(
    '',
    'https://i.ytimg.com/vi/abc/hq.jpg',
    'http://example.com/a.png',
    'https://i.ytimg.com/vi/a\u0000/hq.jpg',
  ),
  timestamp: fc.double({ min: 0, max: 1e7, noNaN: true }),
});
const encryptedFields = fc.record({
  isEncrypted: fc.constant(true),
  note: base64(1, 60),
  videoId: base64(1, 30),
  videoTitle: base64(1, 60),
  videoThumbnailUrl: base64(1, 60),
  timestamp: base64(1, 20),
  contentIv: fc.constant(iv()),
  videoIdIv: fc.constant(iv()),
  videoTitleIv: fc.constant(iv()),
  videoThumbnailIv: fc.constant(iv()),
  timestampIv: fc.constant(iv()),
});
const noteBodies = fc.oneof(bodies(regularFields), bodies(encryptedFields));

describe('arbitrary input never causes a server error', () => {
  it('POST /api/notes', async () => {
    const outcomes = new Outcomes();
    await fc.assert(
      fc.asyncProperty(noteBodies, async (body) => {
        const response = await sendJson('post', '/api/notes', body);
        outcomes.record(response);
        if (response.status === 201) expect(NoteSchema.safeParse(response.body).success).toBe(true);
      }),
      runs,
    );
    outcomes.expectBoth();
  });

  it('PUT /api/notes/:id on a regular and an encrypted note', async () => {
    const outcomes = new Outcomes();
    const partial = regularFields.chain((fields) =>
      fc
        .subarray(Object.keys(fields), { minLength: 1 })
        .map((keys) => Object.fromEntries(keys.map((key) => [key, fields[key as keyof typeof fields]]))),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(noteBodies, bodies(partial)), fc.boolean(), async (body, onEncrypted) => {
        const response = await sendJson('put', `/api/notes/${onEncrypted ? encryptedId : regularId}`, body);
        outcomes.record(response);
        if (response.status === 200) expect(NoteSchema.safeParse(response.body).success).toBe(true);
      }),
      runs,
    );
    outcomes.expectBoth();
  });

  it('POST /api/favorites', async () => {
    const outcomes = new Outcomes();
    const favorite = fc.record({
      id: fc.oneof(fc.stringMatching(/^UC[A-Za-z0-9_-]{22}$/), fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/)),
      title: text,
      thumbnailUrl: fc.constantFrom(
        '',
        'https://yt3.ggpht.com/a.jpg',
        'http://yt3.ggpht.com/a.jpg',
        'https://yt3.ggpht.com/a\u0000b.jpg',
      ),
      subscriberCount: fc.oneof(fc.nat(), fc.string({ maxLength: 40 })),
      description: fc.string({ maxLength: 100 }),
    });
    await fc.assert(
      fc.asyncProperty(bodies(favorite), async (body) => {
        const response = await sendJson('post', '/api/favorites', body);
        outcomes.record(response);
        if (response.status === 201)
          expect(FavoriteChannelSchema.safeParse(response.body).success).toBe(true);
      }),
      runs,
    );
    outcomes.expectBoth();
  });

  it('POST /api/notes/re-encrypt', async () => {
    const outcomes = new Outcomes();
    // A note of its own: the update property above may have changed the others' kind.
    const ownId: string = (await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201)).body
      .id;
    const id = fc.oneof(
      { arbitrary: fc.constant('own'), weight: 3 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.string(), weight: 1 },
    );
    // 'own' becomes the caller's real encrypted note, so that some batches are valid.
    const item = fc
      .tuple(id, bodies(encryptedFields))
      .map(([which, fields]) =>
        typeof fields === 'object' && fields !== null && !Array.isArray(fields)
          ? { ...fields, id: which === 'own' ? ownId : which }
          : fields,
      );
    const batch = fc.oneof(
      { arbitrary: fc.record({ notes: fc.array(item, { minLength: 1, maxLength: 3 }) }), weight: 4 },
      { arbitrary: fc.jsonValue(), weight: 1 },
    );
    // One batch known to be valid runs first: a batch is valid only when every item is, and some
    // seeds drew none in 200 runs.
    const validBatch = { notes: [{ ...fc.sample(encryptedFields, 1)[0], id: ownId }] };
    await fc.assert(
      fc.asyncProperty(batch, async (body) =>
        outcomes.record(await sendJson('post', '/api/notes/re-encrypt', body)),
      ),
      { ...runs, examples: [[validBatch]] },
    );
    outcomes.expectBoth();
  });

  it('malformed JSON and bare values as the body', async () => {
    const outcomes = new Outcomes();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('/api/notes', '/api/favorites', '/api/notes/re-encrypt'),
        async (raw, path) => {
          outcomes.record(
            await t.http.post(path).set(user).set('content-type', 'application/json').send(raw),
          );
        },
      ),
      { numRuns: 100 },
    );
    expect(outcomes.clientErrors).toBe(100);
  });

  it('list queries: sort, limit and cursor of any value', async () => {
    const outcomes = new Outcomes();
    const query = fc.record(
      {
        sort: fc.oneof(fc.constantFrom('newest', 'oldest'), fc.string({ maxLength: 10 })),
        limit: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.string({ maxLength: 6 })),
        cursor: fc.string({ maxLength: 60 }),
      },
      { requiredKeys: [] },
    );
    const path = fc.constantFrom(
      '/api/notes',
      '/api/notes/regular',
      '/api/notes/encrypted',
      '/api/notes/dQw4w9WgXcQ',
    );
    await fc.assert(
      fc.asyncProperty(path, query, async (url, params) => {
        const response = await t.http.get(url).query(params).set(user);
        outcomes.record(response);
        if (response.status === 200) expect(Array.isArray(response.body)).toBe(true);
      }),
      runs,
    );
    outcomes.expectBoth();
  });

  it('ids in the path: any text for notes, favourites and videos', async () => {
    // Any text (NUL and other control characters included), ids in any casing, and well-formed ids.
    const pathId = fc.oneof(
      fc.string({ minLength: 1, maxLength: 120, unit: 'binary' }),
      fc.uuid().map((id) => id.toUpperCase()),
      fc.stringMatching(/^[A-Za-z0-9_-]{6,20}$/),
    );
    const outcomes = new Outcomes();
    const call = fc.constantFrom('putNote', 'deleteNote', 'getFavorite', 'deleteFavorite', 'listByVideo');
    await fc.assert(
      fc.asyncProperty(call, pathId, async (kind, raw) => {
        const id = encodeURIComponent(raw);
        const response =
          kind === 'putNote'
            ? await t.http.put(`/api/notes/${id}`).set(user).send({ note: 'text' })
            : kind === 'deleteNote'
              ? await t.http.delete(`/api/notes/${id}`).set(user)
              : kind === 'getFavorite'
                ? await t.http.get(`/api/favorites/${id}`).set(user)
                : kind === 'deleteFavorite'
                  ? await t.http.delete(`/api/favorites/${id}`).set(user)
                  : await t.http.get(`/api/notes/${id}`).set(user);
        outcomes.record(response);
      }),
      runs,
    );
    outcomes.expectBoth();
  });
});
