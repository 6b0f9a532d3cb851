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

export function buildNotesIndex(views: readonly NoteView[]): NotesIndex {
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
  return {
    size: documents.length,
    search: (query) => {
      const hits: NoteHits = new Map();
      if (!query.trim()) return hits;
      for (const result of index.search(query)) hits.set(String(result.id), result.terms);
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
