import {
  NotesBackupFormat,
  NotesBackupSchema,
  NotesBackupVersion,
  type BackupNote,
  type NotesBackup,
} from '@stillframe/contracts';
import { fileDate } from '@/lib/format/dates';
import { isReadable, type NoteView } from './note-view';

export const backupFileName = (date: Date = new Date()): string =>
  `stillframe-notes-backup-${fileDate(date)}.json`;

/** Every readable note in plain text; encrypted ones only once decrypted in this tab. */
export function toBackup(views: readonly NoteView[], exportedAt: Date = new Date()): NotesBackup {
  return {
    format: NotesBackupFormat,
    version: NotesBackupVersion,
    exportedAt: exportedAt.toISOString(),
    notes: views.filter(isReadable).map((view) => ({
      note: view.text,
      videoId: view.videoId ?? '',
      videoTitle: view.videoTitle,
      videoThumbnailUrl: view.videoThumbnailUrl,
      channelId: view.channelId,
      channelTitle: view.channelTitle,
      timestamp: view.timestamp ?? 0,
      encrypted: view.isEncrypted,
      createdAt: view.createdAt,
    })),
  };
}

export type BackupReading = { ok: true; notes: BackupNote[] } | { ok: false; message: string };

/** The backup's notes, or what is wrong with the file, naming the first bad field. */
export function readBackup(text: string): BackupReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a Stillframe notes backup (it is not JSON).' };
  }
  const parsed = NotesBackupSchema.safeParse(json);
  if (parsed.success) return { ok: true, notes: parsed.data.notes };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `This backup cannot be read. ${where}${issue.message}` };
}

/** Same video, same second and same text: the one rule for a duplicate, here and on the server. */
const noteKey = (videoId: string, seconds: number, text: string) =>
  JSON.stringify([videoId, Math.max(0, Math.floor(seconds)), text.trim()]);

export interface ImportPlan {
  toAdd: BackupNote[];
  skipped: number;
}

/** The backup's notes that are new to the account (and to the backup itself). */
export function planImport(backup: readonly BackupNote[], existing: readonly NoteView[]): ImportPlan {
  const seen = new Set(
    existing.filter(isReadable).map((view) => noteKey(view.videoId ?? '', view.timestamp ?? 0, view.text)),
  );
  const toAdd: BackupNote[] = [];
  for (const note of backup) {
    const key = noteKey(note.videoId, note.timestamp, note.note);
    if (seen.has(key)) continue;
    seen.add(key);
    toAdd.push(note);
  }
  return { toAdd, skipped: backup.length - toAdd.length };
}
