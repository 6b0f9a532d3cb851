import MiniSearch from 'minisearch';
import { isReadable, type NoteView } from './note-view';

/** The terms each matching note matched, by note id; what the list highlights. */
export type NoteHits = Map<string, string[]>;

/**
 * A full-text index over the readable notes (regular ones and encrypted ones decrypted in this tab).
 * It lives only in memory: it is never stored or sent, and locking rebuilds it without the encrypted notes.
 */
export interface NotesIndex {
  search(query: string): NoteHits;
  readonly size: number;
}

interface IndexedNote {
  id: string;
  text: string;
  videoTitle: string;
  channelTitle: string;
}

/** A User Timing entry for bench/notes-search-10k.mjs; nothing is recorded where the API is missing. */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // Timing is a nicety for the benchmark, never a reason to fail a search.
  }
}

export function buildNotesIndex(views: readonly NoteView[]): NotesIndex {
  const started = performance.now();
  const index = new MiniSearch<IndexedNote>({
    fields: ['text', 'videoTitle', 'channelTitle'],
    searchOptions: {
      // Typing "encr" finds "encryption"; one wrong letter in five still finds the word.
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
      boost: { text: 2 },
    },
  });
  const documents = views.filter(isReadable).map((view) => ({
    id: view.id,
    text: view.text,
    videoTitle: view.videoTitle,
    channelTitle: view.channelTitle,
  }));
  index.addAll(documents);
  measure('stillframe:notes-index', started);
  return {
    size: documents.length,
    search: (query) => {
      const hits: NoteHits = new Map();
      if (!query.trim()) return hits;
      const searched = performance.now();
      for (const result of index.search(query)) hits.set(String(result.id), result.terms);
      measure('stillframe:notes-search', searched);
      return hits;
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into plain and matching parts, for `<mark>`; matching ignores case. */
export function highlightParts(
  text: string,
  terms: readonly string[],
): Array<{ text: string; match: boolean }> {
  const words = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: words.some((word) => word.toLowerCase() === part.toLowerCase()) }));
}
