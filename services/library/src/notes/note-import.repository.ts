import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { NoteContent } from './note.mapper.js';

/** A regular note's identity for merging: same video, same time and same text is the same note. */
export const regularNoteKey = (videoId: string, seconds: number, text: string): string =>
  JSON.stringify([videoId, seconds, text]);

const TRANSACTION_TIMEOUT_MS = 120_000;
/** Rows per INSERT: 1,000 notes of 17 columns stay far below Postgres's 65,535 bind parameters. */
const INSERT_BATCH = 1_000;

/** Writes an imported backup in one transaction, so a failed import leaves nothing half-added. */
@Injectable()
export class NoteImportRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Adds the notes whose key `isDuplicate` rejects against the account's regular notes of the same
   * videos, read under a per-user lock so two imports of one backup cannot both add it.
   */
  addMissing(
    userId: string,
    notes: NoteContent[],
    isDuplicate: (note: NoteContent, existing: Set<string>) => boolean,
  ): Promise<number> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`notes-import:${userId}`}))`;
        const videoIds = [...new Set(notes.filter((note) => !note.isEncrypted).map((note) => note.videoId))];
        const existing = await tx.note.findMany({
          where: { userId, isEncrypted: false, videoId: { in: videoIds } },
          select: { videoId: true, timestampSeconds: true, note: true },
        });
        const keys = new Set(
          existing.map((row) => regularNoteKey(row.videoId, row.timestampSeconds ?? 0, row.note)),
        );
        const added = notes.filter((note) => !isDuplicate(note, keys));
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
