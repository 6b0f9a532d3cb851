import type { Note } from '@stillframe/contracts';
import type { NoteDecryption } from '@/lib/crypto';

export type NoteState = 'plain' | 'decrypted' | 'locked' | 'partial' | 'failed';

/** A note as the screens show it: regular notes as stored, encrypted ones decrypted or with a placeholder. */
export interface NoteView {
  id: string;
  state: NoteState;
  text: string;
  videoId: string | null;
  videoTitle: string;
  videoThumbnailUrl: string;
  timestamp: number | null;
  /** '' when unknown (older notes, or an encrypted note still locked). */
  channelId: string;
  channelTitle: string;
  createdAt: string;
  isEncrypted: boolean;
}

export const notePlaceholders = {
  locked: 'This note is encrypted. Unlock your notes to read it.',
  partial: 'Encrypted note: some of its data is missing, so it cannot be shown.',
  failed: 'This note could not be decrypted.',
} as const;

const seconds = (value: number | string): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

export function toNoteView(note: Note, decryption: NoteDecryption | 'locked' | undefined): NoteView {
  const base = { id: note.id, createdAt: note.createdAt, isEncrypted: note.isEncrypted };
  if (!note.isEncrypted) {
    return {
      ...base,
      state: 'plain',
      text: note.note,
      videoId: note.videoId,
      videoTitle: note.videoTitle,
      videoThumbnailUrl: note.videoThumbnailUrl,
      timestamp: seconds(note.timestamp),
      channelId: note.channelId,
      channelTitle: note.channelTitle,
    };
  }
  if (decryption && decryption !== 'locked' && decryption.status === 'decrypted') {
    return {
      ...base,
      state: 'decrypted',
      text: decryption.fields.note,
      ...decryption.fields,
      timestamp: decryption.fields.timestamp,
    };
  }
  const state = decryption === undefined || decryption === 'locked' ? 'locked' : decryption.status;
  return {
    ...base,
    state,
    text: notePlaceholders[state],
    videoId: null,
    videoTitle: '',
    videoThumbnailUrl: '',
    timestamp: null,
    channelId: '',
    channelTitle: '',
  };
}

export const isReadable = (view: NoteView): boolean => view.state === 'plain' || view.state === 'decrypted';
