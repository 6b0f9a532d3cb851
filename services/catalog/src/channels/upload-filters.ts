import { isShort } from '../youtube/iso-duration.js';
import type { UploadItem } from './uploads-arrangement.js';

/** Lower case without accents, so that "Cafe" finds "Café". */
const folded = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

/** Every word of the query appears in the upload's title or description. */
export function matchesWords(item: UploadItem, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(`${item.snippet.title}\n${item.snippet.description ?? ''}`);
  return words.every((word) => text.includes(word));
}

export const withoutShorts = (items: UploadItem[]): UploadItem[] =>
  items.filter((item) => !isShort(item.duration));

/** Stillframe's own page tokens over a list it holds whole: `at` and the offset. */
export function offsetOf(pageToken: string | undefined): number | null {
  if (pageToken === undefined) return 0;
  const match = /^at(\d{1,5})$/.exec(pageToken);
  return match ? Number(match[1]) : null;
}

export const pageTokenAt = (offset: number): string => `at${offset}`;
