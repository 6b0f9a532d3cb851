import { z } from 'zod';
import { MaxImportedNotes, RegularNoteFieldsSchema } from './note.schema.js';

export const NotesBackupFormat = 'stillframe-notes-backup';
export const NotesBackupVersion = 1;
/** Larger backup files are refused before they are read (10,000 long notes stay well below). */
export const MaxBackupFileBytes = 20 * 1024 * 1024;

/** One note in a backup, in plain text; `encrypted` says whether it was an encrypted note. */
export const BackupNoteSchema = RegularNoteFieldsSchema.extend({
  encrypted: z.boolean().default(false),
  createdAt: z.iso.datetime().optional(),
});
export type BackupNote = z.output<typeof BackupNoteSchema>;

/** The JSON backup of all notes (docs/notes-backup.md): versioned, so a later format can still read this one. */
export const NotesBackupSchema = z.object({
  format: z.literal(NotesBackupFormat, { error: 'This is not a Stillframe notes backup' }),
  version: z.literal(NotesBackupVersion, { error: `Only version ${NotesBackupVersion} backups can be read` }),
  exportedAt: z.iso.datetime(),
  notes: z.array(BackupNoteSchema).max(MaxImportedNotes, `A backup holds at most ${MaxImportedNotes} notes`),
});
export type NotesBackup = z.input<typeof NotesBackupSchema>;
