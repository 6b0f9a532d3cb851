import { describe, expect, it } from 'vitest';
import {
  CheckoutRequestSchema,
  CreateNoteRequestSchema,
  FallbackQuotes,
  normalizeEmail,
  QuoteSchema,
  LoginRequestSchema,
  PreferencesRequestSchema,
  RegisterRequestSchema,
  SearchQuerySchema,
  VideoIdsParamSchema,
} from '../src/index.js';

describe('schemas', () => {
  it('trims and lower-cases emails', () => {
    expect(LoginRequestSchema.parse({ email: '  Ada@Example.COM ', password: 'x' }).email).toBe(
      'ada@example.com',
    );
    expect(LoginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
  });

  it('requires confirmPassword to match and passwords of at least 8 characters', () => {
    const mismatch = RegisterRequestSchema.safeParse({
      email: 'a@b.co',
      password: '12345678',
      confirmPassword: '12345679',
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(
      RegisterRequestSchema.safeParse({ email: 'a@b.co', password: '1234567', confirmPassword: '1234567' })
        .success,
    ).toBe(false);
  });

  it('takes exactly one preference from the product lists', () => {
    expect(PreferencesRequestSchema.safeParse({ defaultViewMode: 'description' }).success).toBe(true);
    expect(PreferencesRequestSchema.safeParse({ defaultViewMode: 'grid' }).success).toBe(false);
    expect(PreferencesRequestSchema.safeParse({}).success).toBe(false);
    expect(
      PreferencesRequestSchema.safeParse({ defaultViewMode: 'thumbnail', defaultSearchOrder: 'date' })
        .success,
    ).toBe(false);
  });

  it('refuses an encrypted note without all of its IVs, and a blank regular note', () => {
    const iv = Buffer.alloc(12).toString('base64');
    const cipher = Buffer.from('ciphertext').toString('base64');
    const encrypted = {
      isEncrypted: true,
      note: cipher,
      videoId: cipher,
      videoTitle: cipher,
      videoThumbnailUrl: cipher,
      timestamp: cipher,
      contentIv: iv,
      videoIdIv: iv,
      videoTitleIv: iv,
      videoThumbnailIv: iv,
      timestampIv: iv,
    };
    expect(CreateNoteRequestSchema.safeParse(encrypted).success).toBe(true);
    const { timestampIv: _dropped, ...withoutIv } = encrypted;
    expect(CreateNoteRequestSchema.safeParse(withoutIv).success).toBe(false);
    expect(
      CreateNoteRequestSchema.safeParse({ note: '   ', videoId: 'abcdefghijk', timestamp: 3 }).success,
    ).toBe(false);
    expect(
      CreateNoteRequestSchema.safeParse({ note: 'hello', videoId: 'abcdefghijk', timestamp: -1 }).success,
    ).toBe(false);
  });

  it('splits comma-separated video ids, at most 50', () => {
    expect(VideoIdsParamSchema.parse({ ids: 'abcdefghijk, bcdefghijkl' }).ids).toEqual([
      'abcdefghijk',
      'bcdefghijkl',
    ]);
    expect(
      VideoIdsParamSchema.safeParse({ ids: Array.from({ length: 51 }, () => 'abcdefghijk').join(',') })
        .success,
    ).toBe(false);
  });

  it('refuses an unknown search order or duration', () => {
    expect(SearchQuerySchema.safeParse({ q: 'piano', order: 'popularity' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'piano', videoDuration: 'huge' }).success).toBe(false);
    expect(SearchQuerySchema.parse({ q: '  piano ' }).q).toBe('piano');
  });

  it('normalises an email the way the schema stores it, for the web to send the same text', () => {
    const typed = '  Ada.Lovelace@Example.COM ';
    expect(normalizeEmail(typed)).toBe('ada.lovelace@example.com');
    expect(LoginRequestSchema.parse({ email: typed, password: 'x' }).email).toBe(normalizeEmail(typed));
  });

  it('has eight distinct built-in quotes, each a valid quote with text and author', () => {
    expect(FallbackQuotes).toHaveLength(8);
    expect(new Set(FallbackQuotes.map(({ q }) => q)).size).toBe(8);
    for (const quote of FallbackQuotes) {
      expect(QuoteSchema.parse(quote)).toEqual(quote);
      expect(quote.q.length * quote.a.length).toBeGreaterThan(0);
    }
  });
});

describe('error messages name what is wrong', () => {
  const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('an overlong password or email is "too long", never "required"', () => {
    const long = 'x'.repeat(2000);
    expect(messages(LoginRequestSchema.safeParse({ email: 'a@b.co', password: long }))).toEqual([
      'Password must be at most 1024 characters long',
    ]);
    expect(
      messages(RegisterRequestSchema.safeParse({ email: 'a@b.co', password: long, confirmPassword: long })),
    ).toContain('Password must be at most 1024 characters long');
    expect(
      messages(LoginRequestSchema.safeParse({ email: `${'a'.repeat(400)}@b.co`, password: 'x' })),
    ).toEqual([expect.stringMatching(/^Email must be at most \d+ characters long$/)]);
  });

  it('a missing or mistyped field is still "required"', () => {
    expect(messages(LoginRequestSchema.safeParse({ email: 'a@b.co' }))).toEqual(['Password is required']);
    expect(messages(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 12 }))).toEqual([
      'Password is required',
    ]);
    expect(messages(LoginRequestSchema.safeParse({ password: 'x' }))).toEqual(['Email is required']);
  });

  it('an overlong priceId or a huge timestamp says so', () => {
    expect(messages(CheckoutRequestSchema.safeParse({ priceId: 'p'.repeat(201) }))).toEqual([
      'priceId must be at most 200 characters long',
    ]);
    const note = CreateNoteRequestSchema.safeParse({ note: 'n', videoId: 'dQw4w9WgXcQ', timestamp: 1e9 });
    expect(messages(note)).toContain('Timestamp must be at most 10,000,000 seconds');
  });
});
