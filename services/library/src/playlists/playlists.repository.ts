import { Injectable } from '@nestjs/common';
import type { Playlist as PlaylistRow } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { LOCKED_WRITE, lockPlaylistCount } from '../storage-bounds/storage-usage.repository.js';
import { WATCH_LATER, WATCH_LATER_NAME, type PlaylistWithSummary } from './playlist.mapper.js';

/** How a list of playlists reads each one's size and first video in the same query. */
const summary = {
  _count: { select: { videos: true } },
  videos: { orderBy: { position: 'asc' as const }, take: 1, select: { videoId: true } },
};

type RowWithSummary = PlaylistRow & { _count: { videos: number }; videos: Array<{ videoId: string }> };
const withSummary = ({ _count, videos, ...row }: RowWithSummary): PlaylistWithSummary => ({
  row,
  videoCount: _count.videos,
  firstVideoId: videos[0]?.videoId ?? null,
});

/** Postgres access for playlists themselves; every query is scoped to one user. */
@Injectable()
export class PlaylistsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The account's Watch later, made on first use; two first uses at once make one. */
  async watchLater(userId: string): Promise<PlaylistRow> {
    await this.prisma.$executeRaw`
      INSERT INTO playlists (id, user_id, built_in, name)
      VALUES (gen_random_uuid(), ${userId}::uuid, ${WATCH_LATER}, ${WATCH_LATER_NAME})
      ON CONFLICT (user_id, built_in) DO NOTHING`;
    return this.prisma.playlist.findFirstOrThrow({ where: { userId, builtIn: WATCH_LATER } });
  }

  find(userId: string, playlistId: string): Promise<PlaylistRow | null> {
    return this.prisma.playlist.findFirst({ where: { id: playlistId, userId } });
  }

  async summary(playlistId: string): Promise<PlaylistWithSummary> {
    return withSummary(
      await this.prisma.playlist.findUniqueOrThrow({ where: { id: playlistId }, include: summary }),
    );
  }

  /** Watch later first, then the named playlists, the latest changed first (the id breaks ties). */
  async list(userId: string): Promise<PlaylistWithSummary[]> {
    const rows = await this.prisma.playlist.findMany({
      where: { userId },
      include: summary,
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    });
    const all = rows.map(withSummary);
    return [
      ...all.filter(({ row }) => row.builtIn === WATCH_LATER),
      ...all.filter(({ row }) => row.builtIn !== WATCH_LATER),
    ];
  }

  /**
   * A new named playlist, under the account's playlists lock and once `check` (which throws to
   * refuse) has seen how many the account keeps, so two creations at once cannot pass the bound.
   */
  create(userId: string, name: string, check: (have: number, adding: number) => void): Promise<PlaylistRow> {
    return this.prisma.$transaction(async (tx) => {
      check(await lockPlaylistCount(tx, userId), 1);
      return tx.playlist.create({ data: { userId, name } });
    }, LOCKED_WRITE);
  }

  /** The same for an imported playlist, with its videos in the file's order, all in one transaction. */
  createWithVideos(
    userId: string,
    name: string,
    videoIds: string[],
    check: (have: number, adding: number) => void,
  ): Promise<PlaylistRow> {
    return this.prisma.$transaction(async (tx) => {
      check(await lockPlaylistCount(tx, userId), 1);
      const playlist = await tx.playlist.create({ data: { userId, name } });
      await tx.playlistVideo.createMany({
        data: videoIds.map((videoId, position) => ({ playlistId: playlist.id, videoId, position })),
      });
      return playlist;
    }, LOCKED_WRITE);
  }

  /** Renames a named playlist of the user; false when there is none (Watch later keeps its name). */
  async rename(userId: string, playlistId: string, name: string): Promise<boolean> {
    const result = await this.prisma.playlist.updateMany({
      where: { id: playlistId, userId, builtIn: null },
      data: { name, updatedAt: new Date() },
    });
    return result.count > 0;
  }

  /** Deletes a named playlist of the user with its videos (the foreign key cascades). */
  async remove(userId: string, playlistId: string): Promise<boolean> {
    const result = await this.prisma.playlist.deleteMany({
      where: { id: playlistId, userId, builtIn: null },
    });
    return result.count > 0;
  }

  /** Watch later and the named playlists holding the video. */
  withVideo(userId: string, videoId: string): Promise<Array<Pick<PlaylistRow, 'id' | 'builtIn'>>> {
    return this.prisma.playlist.findMany({
      where: { userId, videos: { some: { videoId } } },
      select: { id: true, builtIn: true },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    });
  }
}
