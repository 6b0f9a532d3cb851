/**
 * The `q` grammar the real API documents: words are ANDed, `a|b` is OR, a leading `-`
 * excludes. Matching is on whole words (plurals tolerated), case- and accent-insensitive.
 */
export interface SearchQuery {
  /** Every group must match; within a group any word may. */
  required: string[][];
  excluded: string[];
}

export function parseSearchQuery(q: string): SearchQuery {
  const tokens = q
    .replace(/\s*\|\s*/g, '|')
    .split(/\s+/)
    .filter((t) => t !== '');
  const required: string[][] = [];
  const excluded: string[] = [];
  for (const token of tokens) {
    if (token.startsWith('-') && token.length > 1) {
      excluded.push(...words(token.slice(1)));
      continue;
    }
    const group = token.split('|').flatMap(words);
    if (group.length > 0) required.push(group);
  }
  return { required, excluded };
}

export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** Links would make every description match "youtube" or "watch"; drop them before indexing. */
export function searchableWords(text: string): Set<string> {
  return new Set(words(text.replace(/\S*(?:https?:\/\/|youtube\.com|youtu\.be)\S*/g, ' ')));
}

function hasWord(index: Set<string>, word: string): boolean {
  return (
    index.has(word) ||
    index.has(`${word}s`) ||
    index.has(`${word}es`) ||
    (word.endsWith('s') && index.has(word.slice(0, -1)))
  );
}

/** Relevance score, or -1 when the text does not match. Title hits count more than description hits. */
export function scoreMatch(query: SearchQuery, title: Set<string>, body: Set<string>): number {
  if (query.excluded.some((w) => hasWord(title, w) || hasWord(body, w))) return -1;
  let score = 0;
  for (const group of query.required) {
    const inTitle = group.some((w) => hasWord(title, w));
    const inBody = group.some((w) => hasWord(body, w));
    if (!inTitle && !inBody) return -1;
    score += inTitle ? 3 : 1;
  }
  return score;
}
