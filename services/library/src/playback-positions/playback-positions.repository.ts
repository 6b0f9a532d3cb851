import { Injectable } from '@nestjs/common';
import type { PlaybackPosition } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

/** Postgres access for playback positions; every query is scoped to one user. */
@Injectable()
export class PlaybackPositionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: string, videoId: string): Promise<PlaybackPosition | null> {
    return this.prisma.playbackPosition.findUnique({ where: { userId_videoId: { userId, videoId } } });
  }

  /** Newest first, in batches: the account export streams them. */
  async *batches(userId: string, size = 1000): AsyncGenerator<PlaybackPosition[]> {
    for (let skip = 0; ; skip += size) {
      const batch = await this.prisma.playbackPosition.findMany({
        where: { userId },
        orderBy: [{ updatedAt: 'desc' }, { videoId: 'asc' }],
        skip,
        take: size,
      });
      yield batch;
      if (batch.length < size) return;
    }
  }

  /**
   * One INSERT … ON CONFLICT; only a new row can take the user past `keep`, so only then are the
   * oldest beyond it removed (a save every 10 s of play stays one statement).
   */
  async save(
    userId: string,
    videoId: string,
    seconds: number,
    durationSeconds: number,
    keep: number,
  ): Promise<PlaybackPosition> {
    const [row] = await this.prisma.$queryRaw<Array<PlaybackPosition & { inserted: boolean }>>`
      INSERT INTO "playback_positions" ("user_id", "video_id", "seconds", "duration_seconds", "updated_at")
      VALUES (${userId}::uuid, ${videoId}, ${seconds}, ${durationSeconds}, now())
      ON CONFLICT ("user_id", "video_id") DO UPDATE
        SET "seconds" = EXCLUDED."seconds", "duration_seconds" = EXCLUDED."duration_seconds", "updated_at" = now()
      RETURNING "user_id" AS "userId", "video_id" AS "videoId", "seconds", "duration_seconds" AS "durationSeconds",
        "updated_at" AS "updatedAt", (xmax = 0) AS "inserted"`;
    if (!row) throw new Error('the position upsert returned no row');
    if (row.inserted) await this.trim(userId, keep);
    const { inserted: _inserted, ...position } = row;
    return position;
  }

  async remove(userId: string, videoId: string): Promise<void> {
    await this.prisma.playbackPosition.deleteMany({ where: { userId, videoId } });
  }

  private async trim(userId: string, keep: number): Promise<void> {
    await this.prisma.$executeRaw`
      DELETE FROM "playback_positions" WHERE "user_id" = ${userId}::uuid AND "video_id" IN (
        SELECT "video_id" FROM "playback_positions" WHERE "user_id" = ${userId}::uuid
        ORDER BY "updated_at" DESC, "video_id" ASC OFFSET ${keep})`;
  }
}
