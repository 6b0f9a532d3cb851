import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { ImportNotesRequestSchema, ImportNotesResponse } from '@stillframe/contracts';
import { newNoteContent, type NoteContent } from './note.mapper.js';
import {
  NoteImportRepository,
  encryptedNoteKey,
  regularNoteKey,
  type ExistingNoteKeys,
} from './note-import.repository.js';
import { StorageBounds, noteBytes } from '../storage-bounds/storage-bounds.js';

export type ImportNotesRequest = z.output<typeof ImportNotesRequestSchema>;

/**
 * A backup merged into the account. Notes the account already has, or that the batch holds twice, are
 * skipped: regular ones by video, time and text, encrypted ones by ciphertext and IV (the browser also
 * leaves out the ones it found equal after decrypting). What is left must fit the account's storage
 * bounds whole, or nothing is written.
 */
@Injectable()
export class NoteImportService {
  constructor(
    private readonly imports: NoteImportRepository,
    private readonly bounds: StorageBounds,
  ) {}

  async importNotes(userId: string, request: ImportNotesRequest): Promise<ImportNotesResponse> {
    const notes = request.notes.map(newNoteContent);
    const added = await this.imports.addMissing(userId, notes, newNotes, (usage, fresh) =>
      this.bounds.checkNotes(usage, {
        count: fresh.length,
        bytes: fresh.reduce((sum, note) => sum + noteBytes(note), 0),
      }),
    );
    return { added, skipped: notes.length - added };
  }
}

/** The notes whose key is neither the account's nor an earlier note's of the same batch. */
function newNotes(notes: NoteContent[], existing: ExistingNoteKeys): NoteContent[] {
  const seen = { regular: new Set(existing.regular), encrypted: new Set(existing.encrypted) };
  return notes.filter((note) => {
    const [keys, key] = note.isEncrypted
      ? [seen.encrypted, encryptedNoteKey(note.contentIv ?? '', note.note)]
      : [seen.regular, regularNoteKey(note.videoId, note.timestampSeconds ?? 0, note.note)];
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}
