import { useEffect, useMemo, useState } from 'react';
import type { Note } from '@stillframe/contracts';
import { decryptNoteFields, isCryptoSupported, type NoteDecryption } from '@/lib/crypto';
import { toNoteView, type NoteView } from '../utils/note-view';

/**
 * Notes decrypted per batch, in list order: the first batch covers the screen, so the notes in view show
 * while the rest are still being decrypted (a thousand notes take a few hundred milliseconds in all).
 */
const BATCH = 100;

interface Decrypted {
  key: CryptoKey | null;
  notes: Note[] | undefined;
  results: Map<string, NoteDecryption>;
  done: boolean;
}

/** Each encrypted note decrypted with the session's note key (derived once); the rest stay 'locked' until there is one. */
export function useDecryptedNotes(notes: Note[] | undefined, noteKey: CryptoKey | null) {
  const [decrypted, setDecrypted] = useState<Decrypted>({
    key: null,
    notes: undefined,
    results: new Map(),
    done: false,
  });

  useEffect(() => {
    if (!notes || !noteKey || !isCryptoSupported()) return;
    let cancelled = false;
    const encrypted = notes.filter((note) => note.isEncrypted);
    void (async () => {
      const results = new Map<string, NoteDecryption>();
      for (let start = 0; start === 0 || start < encrypted.length; start += BATCH) {
        const batch = encrypted.slice(start, start + BATCH);
        const entries = await Promise.all(
          batch.map(async (note) => [note.id, await decryptNoteFields(noteKey, note)] as const),
        );
        if (cancelled) return;
        for (const [id, result] of entries) results.set(id, result);
        const done = start + BATCH >= encrypted.length;
        setDecrypted({ key: noteKey, notes, results: new Map(results), done });
        // For bench/notes-search-10k.mjs: every encrypted note is readable (and searchable) from here.
        if (done) performance.mark('stillframe:notes-decrypted');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [notes, noteKey]);

  const current = decrypted.key === noteKey && decrypted.notes === notes;
  const isDecrypting = Boolean(
    noteKey && notes?.some((note) => note.isEncrypted) && !(current && decrypted.done),
  );

  const views = useMemo<NoteView[]>(
    () =>
      (notes ?? []).map((note) =>
        toNoteView(note, noteKey && current ? decrypted.results.get(note.id) : 'locked'),
      ),
    [notes, noteKey, current, decrypted],
  );

  // Notes not reached yet while a key is at work are not locked: no Unlock banner for them.
  const lockedCount = isDecrypting ? 0 : views.filter((view) => view.state === 'locked').length;
  return { views, isDecrypting, lockedCount };
}
