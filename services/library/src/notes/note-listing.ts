import type { Note } from '@stillframe/contracts';

/**
 * What a list call answers: one page with the cursor of the next (when `limit` is given), or every
 * note as a stream of batches, so that 10,000 notes never sit in memory at once.
 */
export type NoteListing =
  | { shape: 'page'; notes: Note[]; nextCursor: string | null }
  | { shape: 'stream'; batches: AsyncIterable<Note[]> };
