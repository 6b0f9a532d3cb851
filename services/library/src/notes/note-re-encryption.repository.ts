import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { EncryptedNoteFields } from './note.mapper.js';

export type ReEncryptedNote = EncryptedNoteFields & { id: string };
export type ReEncryptionResult =
  | { outcome: 'updated'; updated: number }
  | { outcome: 'missing'; id: string }
  | { outcome: 'regular'; id: string };

/** A batch that runs longer is abandoned and rolled back rather than holding its row locks on. */
const TRANSACTION_TIMEOUT_MS = 120_000;

/**
 * The re-encryption batch, in one transaction: either every note gets its new ciphertext, or none.
 * One UPDATE over unnest() arrays keeps 10,000 notes to a single round trip.
 */
@Injectable()
export class NoteReEncryptionRepository {
  constructor(private readonly prisma: PrismaService) {}

  replaceCiphertext(userId: string, notes: ReEncryptedNote[]): Promise<ReEncryptionResult> {
    const ids = notes.map((note) => note.id.toLowerCase());
    const column = (pick: (note: ReEncryptedNote) => string) => notes.map(pick);
    // A channel sent without its ciphertext is cleared: the old one was under the replaced key.
    const optional = (pick: (note: ReEncryptedNote) => string | undefined) =>
      notes.map((note) => pick(note) ?? null);
    return this.prisma.$transaction(
      async (tx) => {
        // Locked in id order, so two batches of the same user wait for each other instead of deadlocking.
        const found = await tx.$queryRaw<Array<{ id: string; is_encrypted: boolean }>>`
          SELECT id::text AS id, is_encrypted FROM notes
          WHERE user_id = ${userId} AND id = ANY(${ids}::uuid[])
          ORDER BY id FOR UPDATE`;
        const kinds = new Map(found.map((row) => [row.id, row.is_encrypted]));
        const missing = ids.find((id) => !kinds.has(id));
        if (missing) return { outcome: 'missing', id: missing };
        const regular = ids.find((id) => kinds.get(id) === false);
        if (regular) return { outcome: 'regular', id: regular };
        const updated = await tx.$executeRaw`
          UPDATE notes AS n SET
            note = v.note, video_id = v.video_id, video_title = v.video_title,
            video_thumbnail_url = v.video_thumbnail_url, timestamp_cipher = v.timestamp_cipher,
            content_iv = v.content_iv, video_id_iv = v.video_id_iv, video_title_iv = v.video_title_iv,
            video_thumbnail_iv = v.video_thumbnail_iv, timestamp_iv = v.timestamp_iv,
            channel_id = v.channel_id, channel_id_iv = v.channel_id_iv,
            channel_title = v.channel_title, channel_title_iv = v.channel_title_iv,
            updated_at = now()
          FROM unnest(
            ${ids}::uuid[], ${column((n) => n.note)}::text[], ${column((n) => n.videoId)}::text[],
            ${column((n) => n.videoTitle)}::text[], ${column((n) => n.videoThumbnailUrl)}::text[],
            ${column((n) => n.timestamp)}::text[], ${column((n) => n.contentIv)}::text[],
            ${column((n) => n.videoIdIv)}::text[], ${column((n) => n.videoTitleIv)}::text[],
            ${column((n) => n.videoThumbnailIv)}::text[], ${column((n) => n.timestampIv)}::text[],
            ${column((n) => n.channelId ?? '')}::text[], ${optional((n) => n.channelIdIv)}::text[],
            ${column((n) => n.channelTitle ?? '')}::text[], ${optional((n) => n.channelTitleIv)}::text[]
          ) AS v(id, note, video_id, video_title, video_thumbnail_url, timestamp_cipher,
                 content_iv, video_id_iv, video_title_iv, video_thumbnail_iv, timestamp_iv,
                 channel_id, channel_id_iv, channel_title, channel_title_iv)
          WHERE n.id = v.id AND n.user_id = ${userId} AND n.is_encrypted`;
        // The rows are locked, so this cannot differ; if it ever did, throwing rolls the whole batch back.
        if (updated !== notes.length)
          throw new Error(`Re-encryption matched ${updated} of ${notes.length} notes`);
        return { outcome: 'updated', updated };
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 10_000 },
    );
  }
}
