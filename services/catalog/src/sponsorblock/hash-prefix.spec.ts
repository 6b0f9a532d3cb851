import { hashPrefixOf, HASH_PREFIX_LENGTH } from './hash-prefix.js';

describe('the hash prefix a video is asked by', () => {
  it("is the first 4 hex characters of the id's SHA-256 (SponsorBlock's test vector)", () => {
    expect(HASH_PREFIX_LENGTH).toBe(4);
    expect(hashPrefixOf('dQw4w9WgXcQ')).toBe('5f6b');
  });

  it('hashes the id exactly as given: case matters, nothing is trimmed', () => {
    expect(hashPrefixOf('dqw4w9wgxcq')).not.toBe('5f6b');
    expect(hashPrefixOf(' dQw4w9WgXcQ')).not.toBe('5f6b');
    expect(hashPrefixOf('abcdefghijk')).toMatch(/^[0-9a-f]{4}$/);
  });
});
