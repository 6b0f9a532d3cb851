import { Injectable } from '@nestjs/common';
import type { PlaylistVideo as PlaylistVideoRow } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { LOCKED_WRITE, type Transaction } from '../storage-bounds/storage-usage.repository.js';

/** A playlist of someone else, or none: the write is answered 404. */
export class PlaylistGone extends Error {}
/** The video is not in the playlist. */
export class VideoNotInPlaylist extends Error {}

/**
 * Takes the playlist's row lock until the transaction ends, checking it is the user's, then reads how many
 * videos it holds. Every write to a playlist's videos takes it first, so writes of one playlist run one after
 * the other and positions stay 0..n-1 without gaps or repeats whatever runs at once.
 */
async function lockPlaylist(tx: Transaction, userId: string, playlistId: string): Promise<number> {
  const owned = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM playlists WHERE id = ${playlistId}::uuid AND user_id = ${userId}::uuid FOR UPDATE`;
  if (owned.length === 0) throw new PlaylistGone();
  return tx.playlistVideo.count({ where: { playlistId } });
}

const touch = (tx: Transaction, playlistId: string) =>
  tx.playlist.update({ where: { id: playlistId }, data: { updatedAt: new Date() }, select: { id: true } });

/** Postgres access for the videos of a playlist and their order. */
@Injectable()
export class PlaylistVideosRepository {
  constructor(private readonly prisma: PrismaService) {}

  page(playlistId: string, from: number, take: number): Promise<PlaylistVideoRow[]> {
    return this.prisma.playlistVideo.findMany({
      where: { playlistId, position: { gte: from } },
      orderBy: { position: 'asc' },
      take,
    });
  }

  /** The video after this one, or null after the last; VideoNotInPlaylist when it is not there. */
  async next(playlistId: string, videoId: string): Promise<PlaylistVideoRow | null> {
    const current = await this.prisma.playlistVideo.findUnique({
      where: { playlistId_videoId: { playlistId, videoId } },
    });
    if (!current) throw new VideoNotInPlaylist();
    return this.prisma.playlistVideo.findFirst({
      where: { playlistId, position: { gt: current.position } },
      orderBy: { position: 'asc' },
    });
  }

  /** Adds the video at the end, once `check` passed the playlist's size; a video already there keeps its place. */
  add(
    userId: string,
    playlistId: string,
    videoId: string,
    check: (have: number, adding: number) => void,
  ): Promise<{ row: PlaylistVideoRow; added: boolean }> {
    return this.prisma.$transaction(async (tx) => {
      const have = await lockPlaylist(tx, userId, playlistId);
      const existing = await tx.playlistVideo.findUnique({
        where: { playlistId_videoId: { playlistId, videoId } },
      });
      if (existing) return { row: existing, added: false };
      check(have, 1);
      const row = await tx.playlistVideo.create({ data: { playlistId, videoId, position: have } });
      await touch(tx, playlistId);
      return { row, added: true };
    }, LOCKED_WRITE);
  }

  /**
   * Appends the videos the playlist does not hold yet, in the order given, all or none once `check` passed
   * the size after it; answers how many were added.
   */
  addMissing(
    userId: string,
    playlistId: string,
    videoIds: string[],
    check: (have: number, adding: number) => void,
  ): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      const have = await lockPlaylist(tx, userId, playlistId);
      const existing = await tx.playlistVideo.findMany({
        where: { playlistId, videoId: { in: videoIds } },
        select: { videoId: true },
      });
      const known = new Set(existing.map((row) => row.videoId));
      const fresh = videoIds.filter((videoId) => !known.has(videoId));
      check(have, fresh.length);
      if (fresh.length === 0) return 0;
      await tx.playlistVideo.createMany({
        data: fresh.map((videoId, index) => ({ playlistId, videoId, position: have + index })),
      });
      await touch(tx, playlistId);
      return fresh.length;
    }, LOCKED_WRITE);
  }

  /** Removes the video; the ones after it move up a place. */
  remove(userId: string, playlistId: string, videoId: string): Promise<void> {
    return this.prisma.$transaction(async (tx) => {
      await lockPlaylist(tx, userId, playlistId);
      const removed = await tx.playlistVideo.findUnique({
        where: { playlistId_videoId: { playlistId, videoId } },
        select: { position: true },
      });
      if (!removed) throw new VideoNotInPlaylist();
      await tx.playlistVideo.delete({ where: { playlistId_videoId: { playlistId, videoId } } });
      await tx.playlistVideo.updateMany({
        where: { playlistId, position: { gt: removed.position } },
        data: { position: { decrement: 1 } },
      });
      await touch(tx, playlistId);
    }, LOCKED_WRITE);
  }

  /**
   * Moves the video to `position` (past the end: the last place), shifting the videos between its old
   * and new place by one; answers it where it landed.
   */
  move(userId: string, playlistId: string, videoId: string, position: number): Promise<PlaylistVideoRow> {
    return this.prisma.$transaction(async (tx) => {
      const have = await lockPlaylist(tx, userId, playlistId);
      const current = await tx.playlistVideo.findUnique({
        where: { playlistId_videoId: { playlistId, videoId } },
      });
      if (!current) throw new VideoNotInPlaylist();
      const from = current.position;
      const to = Math.min(position, have - 1);
      if (from === to) return current;
      await tx.playlistVideo.updateMany({
        where:
          to < from
            ? { playlistId, position: { gte: to, lt: from } }
            : { playlistId, position: { gt: from, lte: to } },
        data: { position: to < from ? { increment: 1 } : { decrement: 1 } },
      });
      const moved = await tx.playlistVideo.update({
        where: { playlistId_videoId: { playlistId, videoId } },
        data: { position: to },
      });
      await touch(tx, playlistId);
      return moved;
    }, LOCKED_WRITE);
  }
}
