import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { isNoteId } from './notes.repository.js';
import { NoteReEncryptionRepository, type ReEncryptedNote } from './note-re-encryption.repository.js';

/**
 * New ciphertext for many encrypted notes at once (key rotation, KDF upgrade): all or nothing, so a
 * failure half-way never leaves notes under two different keys.
 */
@Injectable()
export class NoteReEncryptionService {
  constructor(private readonly reEncryption: NoteReEncryptionRepository) {}

  async reEncrypt(userId: string, notes: ReEncryptedNote[]): Promise<{ updated: number }> {
    const index = new Map<string, number>();
    notes.forEach((note, position) => {
      const id = note.id.toLowerCase();
      if (index.has(id))
        throw AppException.validation(
          `body.notes.${position}.id`,
          'Each note may appear only once in a batch',
        );
      index.set(id, position);
    });
    const malformed = notes.findIndex((note) => !isNoteId(note.id));
    if (malformed >= 0) throw notFound(malformed);
    const result = await this.reEncryption.replaceCiphertext(userId, notes);
    switch (result.outcome) {
      case 'updated':
        return { updated: result.updated };
      case 'missing':
        throw notFound(index.get(result.id) ?? 0);
      case 'regular': {
        const field = `body.notes.${index.get(result.id) ?? 0}.id`;
        throw AppException.validation(field, 'Only encrypted notes can be re-encrypted; nothing was changed');
      }
    }
  }
}

/** An unknown or foreign id is 404, like everywhere else, and names where it sits in the batch. */
const notFound = (position: number): AppException =>
  new AppException(ErrorCode.notFound, `Note not found: body.notes.${position}.id; nothing was changed`, [
    { field: `body.notes.${position}.id`, message: 'Note not found' },
  ]);
