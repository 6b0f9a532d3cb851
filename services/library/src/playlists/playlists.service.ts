import { Injectable } from '@nestjs/common';
import {
  WatchLaterId,
  type AddPlaylistItemResponse,
  type ExportedPlaylist,
  type ImportPlaylistResponse,
  type NextPlaylistItem,
  type Playlist,
  type PlaylistList,
  type PlaylistPage,
  type PlaylistsWithVideo,
  type PlaylistVideo,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { StorageBounds } from '../storage-bounds/storage-bounds.js';
import { PlaylistsRepository } from './playlists.repository.js';
import { PlaylistGone, PlaylistVideosRepository, VideoNotInPlaylist } from './playlist-videos.repository.js';
import { toPlaylistVideoView, toPlaylistView, WATCH_LATER } from './playlist.mapper.js';

/** Videos read per round trip when a whole playlist is needed (the account export). */
const EXPORT_BATCH = 1_000;

const playlistNotFound = () => AppException.notFound('Playlist');
const videoNotFound = () => AppException.notFound('Video in this playlist');

/** Runs a write to a playlist's videos, answering 404 for a playlist or video that is not there. */
async function inPlaylist<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlaylistGone) throw playlistNotFound();
    if (error instanceof VideoNotInPlaylist) throw videoNotFound();
    throw error;
  }
}

@Injectable()
export class PlaylistsService {
  constructor(
    private readonly playlists: PlaylistsRepository,
    private readonly videos: PlaylistVideosRepository,
    private readonly bounds: StorageBounds,
  ) {}

  async list(userId: string): Promise<PlaylistList> {
    await this.playlists.watchLater(userId);
    return { items: (await this.playlists.list(userId)).map(toPlaylistView) };
  }

  async create(userId: string, name: string): Promise<Playlist> {
    const row = await this.playlists.create(userId, name, (have, adding) =>
      this.bounds.checkPlaylists(have, adding),
    );
    return toPlaylistView({ row, videoCount: 0, firstVideoId: null });
  }

  async page(userId: string, playlistId: string, from: number, limit: number): Promise<PlaylistPage> {
    const id = await this.resolve(userId, playlistId);
    const [summary, rows] = await Promise.all([
      this.playlists.summary(id),
      this.videos.page(id, from, limit + 1),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      playlist: toPlaylistView(summary),
      items: items.map(toPlaylistVideoView),
      nextFrom: rows.length > limit && last ? last.position + 1 : null,
    };
  }

  async rename(userId: string, playlistId: string, name: string): Promise<Playlist> {
    const id = await this.resolveNamed(userId, playlistId, 'Watch later keeps its name');
    if (!(await this.playlists.rename(userId, id, name))) throw playlistNotFound();
    return toPlaylistView(await this.playlists.summary(id));
  }

  async remove(userId: string, playlistId: string): Promise<void> {
    const id = await this.resolveNamed(
      userId,
      playlistId,
      'Watch later cannot be deleted; remove its videos instead',
    );
    if (!(await this.playlists.remove(userId, id))) throw playlistNotFound();
  }

  async add(userId: string, playlistId: string, videoId: string): Promise<AddPlaylistItemResponse> {
    const id = await this.resolve(userId, playlistId);
    const { row, added } = await inPlaylist(() =>
      this.videos.add(userId, id, videoId, (have, adding) => this.bounds.checkPlaylistVideos(have, adding)),
    );
    return { item: toPlaylistVideoView(row), added };
  }

  async removeVideo(userId: string, playlistId: string, videoId: string): Promise<void> {
    const id = await this.resolve(userId, playlistId);
    await inPlaylist(() => this.videos.remove(userId, id, videoId));
  }

  async move(userId: string, playlistId: string, videoId: string, position: number): Promise<PlaylistVideo> {
    const id = await this.resolve(userId, playlistId);
    return toPlaylistVideoView(await inPlaylist(() => this.videos.move(userId, id, videoId, position)));
  }

  async next(userId: string, playlistId: string, videoId: string): Promise<NextPlaylistItem> {
    const id = await this.resolve(userId, playlistId);
    const next = await inPlaylist(() => this.videos.next(id, videoId));
    return { next: next ? toPlaylistVideoView(next) : null };
  }

  async withVideo(userId: string, videoId: string): Promise<PlaylistsWithVideo> {
    const rows = await this.playlists.withVideo(userId, videoId);
    return {
      inWatchLater: rows.some((row) => row.builtIn === WATCH_LATER),
      playlistIds: rows.filter((row) => row.builtIn !== WATCH_LATER).map((row) => row.id),
    };
  }

  /**
   * One imported playlist, all or nothing: a new named playlist holding the videos in the file's order, or
   * the videos Watch later lacks appended to it (those it holds keep their place).
   */
  async import(
    userId: string,
    into: 'new' | typeof WatchLaterId,
    name: string,
    videoIds: string[],
  ): Promise<ImportPlaylistResponse> {
    const checkVideos = (have: number, adding: number) => this.bounds.checkPlaylistVideos(have, adding);
    if (into === WatchLaterId) {
      const watchLater = await this.playlists.watchLater(userId);
      const added = await inPlaylist(() =>
        this.videos.addMissing(userId, watchLater.id, videoIds, checkVideos),
      );
      return {
        playlist: toPlaylistView(await this.playlists.summary(watchLater.id)),
        added,
        alreadyThere: videoIds.length - added,
      };
    }
    const row = await this.playlists.createWithVideos(userId, name, videoIds, (have, adding) => {
      this.bounds.checkPlaylists(have, adding);
      checkVideos(0, videoIds.length);
    });
    return {
      playlist: toPlaylistView({ row, videoCount: videoIds.length, firstVideoId: videoIds[0] ?? null }),
      added: videoIds.length,
      alreadyThere: 0,
    };
  }

  /** Every playlist with all its videos in order, one playlist at a time (the account export). */
  async *exported(userId: string): AsyncGenerator<ExportedPlaylist[]> {
    for (const { row, videoCount } of await this.playlists.list(userId)) {
      const items: PlaylistVideo[] = [];
      for (let from = 0; ;) {
        const rows = await this.videos.page(row.id, from, EXPORT_BATCH);
        items.push(...rows.map(toPlaylistVideoView));
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH || !last) break;
        from = last.position + 1;
      }
      const { firstVideoId: _first, ...playlist } = toPlaylistView({ row, videoCount, firstVideoId: null });
      yield [{ ...playlist, videoCount: items.length, items }];
    }
  }

  /** The playlist's id: Watch later's (made on first use) or the user's playlist of that id; 404 otherwise. */
  private async resolve(userId: string, playlistId: string): Promise<string> {
    if (playlistId === WatchLaterId) return (await this.playlists.watchLater(userId)).id;
    const row = await this.playlists.find(userId, playlistId);
    if (!row) throw playlistNotFound();
    return row.id;
  }

  /** A named playlist's id; 400 naming `params.id` for Watch later, which cannot be renamed or deleted. */
  private async resolveNamed(userId: string, playlistId: string, refusal: string): Promise<string> {
    const refuse = () => AppException.validation('params.id', refusal);
    if (playlistId === WatchLaterId) throw refuse();
    const row = await this.playlists.find(userId, playlistId);
    if (!row) throw playlistNotFound();
    if (row.builtIn === WATCH_LATER) throw refuse();
    return row.id;
  }
}
