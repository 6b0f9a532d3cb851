import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';
import type { Note } from '../generated/prisma/client.js';

/** What an account's notes hold now: how many, and their stored bytes (noteBytes of each). */
export interface NoteUsage {
  count: number;
  bytes: number;
}

/** The text columns of a note whose bytes count toward the account's bound (NOTE_BYTES_SQL, the same in SQL). */
const countedFields = [
  'note',
  'videoId',
  'videoTitle',
  'videoThumbnailUrl',
  'timestampCipher',
  'contentIv',
  'videoIdIv',
  'videoTitleIv',
  'videoThumbnailIv',
  'timestampIv',
  'channelId',
  'channelTitle',
  'channelIdIv',
  'channelTitleIv',
] as const satisfies ReadonlyArray<keyof Note>;

/** The bytes a note takes in the account's bound: each stored text in UTF-8, as octet_length counts it. */
export function noteBytes(content: Pick<Note, (typeof countedFields)[number]>): number {
  return countedFields.reduce((sum, field) => sum + Buffer.byteLength(content[field] ?? '', 'utf8'), 0);
}

const grouped = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${grouped(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;

/**
 * The storage bounds of one account (settings in config/env.ts). Each check runs inside the write's
 * transaction, after the per-user lock, so that two writes at once cannot both pass the bound; over it,
 * the write is refused whole with 409 `storage_limit`, naming the bound.
 */
@Injectable()
export class StorageBounds {
  constructor(@Inject(LIBRARY_CONFIG) private readonly config: LibraryConfig) {}

  /** Refuses adding `count` notes of `bytes` (or growing notes by `bytes`) past either notes bound. */
  checkNotes(usage: NoteUsage, adding: { count: number; bytes: number }): void {
    const maxCount = this.config.MAX_NOTES_PER_ACCOUNT;
    if (adding.count > 0 && usage.count + adding.count > maxCount)
      throw refused(
        'limits.notes',
        `Your account can keep at most ${grouped(maxCount)} notes; you have ${grouped(usage.count)} and this would add ${grouped(adding.count)}. Nothing was saved.`,
      );
    const maxBytes = this.config.MAX_NOTE_BYTES_PER_ACCOUNT;
    if (adding.bytes > 0 && usage.bytes + adding.bytes > maxBytes)
      throw refused(
        'limits.noteBytes',
        `Your notes can take at most ${megabytes(maxBytes)}; they take ${megabytes(usage.bytes)} and this would add ${megabytes(adding.bytes)}. Nothing was saved.`,
      );
  }

  /** Refuses adding `adding` new favourites to the `have` the account keeps, past its bound. */
  checkFavorites(have: number, adding: number): void {
    const max = this.config.MAX_FAVORITES_PER_ACCOUNT;
    if (adding > 0 && have + adding > max)
      throw refused(
        'limits.favorites',
        `Your account can keep at most ${grouped(max)} favourite channels; you have ${grouped(have)} and this would add ${grouped(adding)}. Nothing was added.`,
      );
  }

  /** Refuses a new named playlist past the account's bound (Watch later is not counted). */
  checkPlaylists(have: number, adding: number): void {
    const max = this.config.MAX_PLAYLISTS_PER_ACCOUNT;
    if (adding > 0 && have + adding > max)
      throw refused(
        'limits.playlists',
        `Your account can keep at most ${grouped(max)} playlists; you have ${grouped(have)}. Delete one to make another.`,
      );
  }

  /** Refuses adding `adding` videos to a playlist holding `have`, past the bound of one playlist. */
  checkPlaylistVideos(have: number, adding: number): void {
    const max = this.config.MAX_VIDEOS_PER_PLAYLIST;
    if (adding > 0 && have + adding > max)
      throw refused(
        'limits.playlistVideos',
        `A playlist can hold at most ${grouped(max)} videos; this one holds ${grouped(have)} and this would add ${grouped(adding)}. Nothing was added.`,
      );
  }
}

function refused(field: string, message: string): AppException {
  return new AppException(ErrorCode.storageLimit, message, [{ field, message }]);
}
