/**
 * What a list call answers, each note as its JSON text: one page with the cursor of the next (when
 * `limit` is given), or every note as a stream of batches, so that 10,000 notes never sit in memory
 * at once.
 */
export type NoteListing =
  | { shape: 'page'; notes: string[]; nextCursor: string | null }
  | { shape: 'stream'; batches: AsyncIterable<string[]> };
