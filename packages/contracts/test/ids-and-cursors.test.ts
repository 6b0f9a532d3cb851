import { describe, expect, it } from 'vitest';
import {
  AccountPurgeJobSchema,
  decodeNoteCursor,
  decodeUserCursor,
  encodeNoteCursor,
  encodeUserCursor,
  IdParamSchema,
  NoteListQuerySchema,
  PageQuerySchema,
  routes,
} from '../src/index.js';

const id = '6f1c1e0a-00ab-4000-8000-0000000000cd';
const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('ids', () => {
  it('reads every casing of an id as its one lower-case spelling', () => {
    expect(IdParamSchema.parse({ id: id.toUpperCase() })).toEqual({ id });
    expect(
      AccountPurgeJobSchema.parse({ userId: id.toUpperCase(), requestedAt: new Date().toISOString() }).userId,
    ).toBe(id);
  });

  it('refuses what is no id, naming nothing but the id', () => {
    for (const bad of ['a\0b', ` ${id}`, `${id}0`, 'not-a-uuid', '', id.replace(/-/g, '')])
      expect(IdParamSchema.safeParse({ id: bad }).success).toBe(false);
  });

  it('refuses channel ids with NUL bytes or other characters in favourites', () => {
    expect(routes.favorites.remove.params?.safeParse({ id: 'a\0b' }).success).toBe(false);
    expect(routes.favorites.isFavorite.params?.safeParse({ id: 'UC_ok-1' }).success).toBe(true);
  });
});

describe('cursors', () => {
  it('round-trips the admin list cursor and the note cursor', () => {
    const position = { createdAt: new Date('2026-05-01T10:00:00.123Z'), id };
    expect(decodeUserCursor(encodeUserCursor(position))).toEqual(position);
    expect(decodeNoteCursor(encodeNoteCursor('o', position))).toEqual({ mark: 'o', position });
  });

  it('refuses admin list cursors whose parts are not a time in range and an id', () => {
    for (const text of [
      '2026-01-01T00:00:00Z|not-a-uuid',
      `-271821-04-20T00:00:00.000Z|${id}`,
      '2026-01-01|\0',
      `2026-01-01T00:00:00Z|${id}|more`,
      `1969-12-31T23:59:59Z|${id}`,
    ])
      expect(PageQuerySchema.safeParse({ cursor: base64url(text) }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ cursor: '%%%' }).success).toBe(false);
  });

  it('refuses note cursors whose parts are not a mark, a time in range and an id', () => {
    for (const text of ['x.1.' + id, 'n.999999999999999.' + id, 'n.-1.' + id, 'n.1.not-a-uuid', 'n.1'])
      expect(NoteListQuerySchema.safeParse({ cursor: base64url(text) }).success).toBe(false);
  });
});
