import { words, type SearchQuery } from '../../search/search-query.js';

export interface QueryTopic {
  /** Lower-case words the results are about: the same for "Python  Tutorial" and "python tutorial". */
  key: string;
  /** The topic as titles spell it: "Python Tutorial". */
  title: string;
  seed: number;
}

/**
 * The topic of a query: the first word of each required group (an OR group contributes its first
 * choice), so every generated title matches the query. Undefined when nothing is required (empty q).
 */
export function queryTopic(query: SearchQuery, rawQuery: string): QueryTopic | undefined {
  const chosen = query.required.map((group) => group[0]).filter((w): w is string => w !== undefined);
  if (chosen.length === 0) return undefined;
  const key = chosen.join(' ');
  const spelled = new Map(spellingsOf(rawQuery).map((w) => [words(w)[0] ?? '', w]));
  const title = chosen.map((w) => titleCase(spelled.get(w) ?? w)).join(' ');
  return { key, title, seed: fnv1a(key) };
}

/** Keeps the user's own capitals ("CSS", "iPhone") and capitalises the rest. */
function titleCase(word: string): string {
  return word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function spellingsOf(raw: string): string[] {
  return raw.split(/[\s|]+/).flatMap((token) => token.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''));
}

/** 32-bit FNV-1a: a stable seed from text, the same on every run and machine. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
