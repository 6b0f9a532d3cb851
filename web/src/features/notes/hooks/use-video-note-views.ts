import { useMemo } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useVideoNotes } from '../api/get-video-notes';
import type { NoteView } from '../utils/note-view';
import { useDecryptedNotes } from './use-decrypted-notes';

export interface VideoNoteViews {
  entitled: boolean;
  isError: boolean;
  /** This video's readable notes, in time order. */
  mine: NoteView[];
  lockedCount: number;
}

/**
 * One video's notes for the watch screen (list, markers, end panel), decrypted once. Encrypted notes are
 * kept when their decrypted video id matches.
 */
export function useVideoNoteViews(videoId: string): VideoNoteViews {
  const entitled = useAccess().status === 'granted';
  const notes = useVideoNotes(videoId, entitled);
  const { noteKey } = useNoteKey();
  const { views, lockedCount } = useDecryptedNotes(notes.data, noteKey);
  const mine = useMemo(
    () =>
      views
        .filter((view) => (view.state === 'plain' || view.state === 'decrypted') && view.videoId === videoId)
        .sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0)),
    [views, videoId],
  );
  return { entitled, isError: notes.isError, mine, lockedCount };
}
