import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { lockNoteUsage } from '../storage-bounds/storage-usage.repository.js';
import type { NoteUsage } from '../storage-bounds/storage-bounds.js';
import type { NoteContent } from './note.mapper.js';

/** A regular note's identity for merging: same video, same time and same text is the same note. */
export const regularNoteKey = (videoId: string, seconds: number, text: string): string =>
  JSON.stringify([videoId, seconds, text]);

/**
 * An encrypted note's identity for merging: its text's ciphertext and IV. The server cannot read it, but
 * the same ciphertext under the same IV is the same note, so a backup sent again adds nothing.
 */
export const encryptedNoteKey = (contentIv: string, cipherText: string): string =>
  JSON.stringify([contentIv, cipherText]);

const TRANSACTION_TIMEOUT_MS = 120_000;
/** Rows per INSERT: 1,000 notes of 17 columns stay far below Postgres's 65,535 bind parameters. */
const INSERT_BATCH = 1_000;

/** The keys of the notes an account already has that an import could repeat. */
export interface ExistingNoteKeys {
  regular: Set<string>;
  encrypted: Set<string>;
}

/** Writes an imported backup in one transaction, so a failed import leaves nothing half-added. */
@Injectable()
export class NoteImportRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Adds the notes `pickNew` keeps given the account's notes that could equal them (regular notes of the
   * same videos, encrypted notes under the same IVs), once `check` (which throws to refuse, so that nothing
   * is written) has seen the account's usage and the notes to add. All of it runs under the account's notes
   * lock, so two imports of one backup cannot both add it, nor two imports pass a bound together.
   */
  addMissing(
    userId: string,
    notes: NoteContent[],
    pickNew: (notes: NoteContent[], existing: ExistingNoteKeys) => NoteContent[],
    check: (usage: NoteUsage, added: NoteContent[]) => void,
  ): Promise<number> {
    return this.prisma.$transaction(
      async (tx) => {
        const usage = await lockNoteUsage(tx, userId);
        const videoIds = [...new Set(notes.filter((note) => !note.isEncrypted).map((note) => note.videoId))];
        const ivs = [
          ...new Set(notes.flatMap((note) => (note.isEncrypted && note.contentIv ? [note.contentIv] : []))),
        ];
        const [regular, encrypted] = await Promise.all([
          tx.note.findMany({
            where: { userId, isEncrypted: false, videoId: { in: videoIds } },
            select: { videoId: true, timestampSeconds: true, note: true },
          }),
          // IVs are random per note: only the notes under an IV of the batch are read, ciphertext and all.
          tx.note.findMany({
            where: { userId, isEncrypted: true, contentIv: { in: ivs } },
            select: { contentIv: true, note: true },
          }),
        ]);
        const added = pickNew(notes, {
          regular: new Set(
            regular.map((row) => regularNoteKey(row.videoId, row.timestampSeconds ?? 0, row.note)),
          ),
          encrypted: new Set(encrypted.map((row) => encryptedNoteKey(row.contentIv ?? '', row.note))),
        });
        check(usage, added);
        for (let start = 0; start < added.length; start += INSERT_BATCH)
          await tx.note.createMany({
            data: added.slice(start, start + INSERT_BATCH).map((note) => ({ userId, ...note })),
          });
        return added.length;
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 10_000 },
    );
  }
}
