import { useEffect, useMemo, useState } from 'react';
import type { Note } from '@stillframe/contracts';
import { decryptNoteFields, isCryptoSupported, type NoteDecryption } from '@/lib/crypto';
import { toNoteView, type NoteView } from '../utils/note-view';

interface Decrypted {
  key: CryptoKey | null;
  notes: Note[] | undefined;
  results: Map<string, NoteDecryption>;
}

/** Each encrypted note decrypted on its own with the session's note key; the rest stay 'locked' until there is one. */
export function useDecryptedNotes(notes: Note[] | undefined, noteKey: CryptoKey | null) {
  const [decrypted, setDecrypted] = useState<Decrypted>({ key: null, notes: undefined, results: new Map() });

  useEffect(() => {
    if (!notes || !noteKey || !isCryptoSupported()) return;
    let cancelled = false;
    const encrypted = notes.filter((note) => note.isEncrypted);
    void Promise.all(
      encrypted.map(async (note) => [note.id, await decryptNoteFields(noteKey, note)] as const),
    ).then((entries) => {
      if (!cancelled) setDecrypted({ key: noteKey, notes, results: new Map(entries) });
    });
    return () => {
      cancelled = true;
    };
  }, [notes, noteKey]);

  const current = decrypted.key === noteKey && decrypted.notes === notes;
  const isDecrypting = Boolean(noteKey && notes?.some((note) => note.isEncrypted) && !current);

  const views = useMemo<NoteView[]>(
    () =>
      (notes ?? []).map((note) =>
        toNoteView(note, noteKey && current ? decrypted.results.get(note.id) : 'locked'),
      ),
    [notes, noteKey, current, decrypted],
  );

  return { views, isDecrypting, lockedCount: views.filter((view) => view.state === 'locked').length };
}
