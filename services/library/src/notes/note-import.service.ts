import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { ImportNotesRequestSchema, ImportNotesResponse } from '@stillframe/contracts';
import { newNoteContent, type NoteContent } from './note.mapper.js';
import { NoteImportRepository, regularNoteKey } from './note-import.repository.js';

export type ImportNotesRequest = z.output<typeof ImportNotesRequestSchema>;

/**
 * A backup merged into the account. Regular notes the account already has, or that the batch holds
 * twice, are skipped; encrypted notes are always added, because the server cannot read them (the
 * browser leaves out the ones it found equal after decrypting).
 */
@Injectable()
export class NoteImportService {
  constructor(private readonly imports: NoteImportRepository) {}

  async importNotes(userId: string, request: ImportNotesRequest): Promise<ImportNotesResponse> {
    const notes = request.notes.map(newNoteContent);
    const added = await this.imports.addMissing(userId, notes, isDuplicate);
    return { added, skipped: notes.length - added };
  }
}

/** Marks each regular note as seen, so a second copy in the same batch counts as a duplicate too. */
function isDuplicate(note: NoteContent, seen: Set<string>): boolean {
  if (note.isEncrypted) return false;
  const key = regularNoteKey(note.videoId, note.timestampSeconds ?? 0, note.note);
  if (seen.has(key)) return true;
  seen.add(key);
  return false;
}
