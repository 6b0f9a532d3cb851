import { createHash } from 'node:crypto';

/**
 * SponsorBlock's privacy scheme (used by DeArrow too): the server is asked for every video whose id
 * hashes (SHA-256 of the id's UTF-8 bytes, lower-case hex) to the same first characters, so it never
 * learns which of them is being watched. Four characters split the ids into 65,536 groups.
 */
export const HASH_PREFIX_LENGTH = 4;

export function hashPrefixOf(videoId: string): string {
  return createHash('sha256').update(videoId, 'utf8').digest('hex').slice(0, HASH_PREFIX_LENGTH);
}
