import { Injectable } from '@nestjs/common';
import type { FavoriteChannel } from '@stillframe/contracts';
import { FavoritesService } from '../favorites/favorites.service.js';
import { NotesService } from '../notes/notes.service.js';
import { jsonArrayItems } from '../http/json-stream.js';
import { PlaybackPositionsService } from '../playback-positions/playback-positions.service.js';
import { PlaylistsService } from '../playlists/playlists.service.js';

/**
 * The terms' account export: favourites, regular notes, playback positions and playlists. Encrypted notes stay out: the server
 * cannot read them, and the notes screen exports them decrypted in the browser.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly notes: NotesService,
    private readonly positions: PlaybackPositionsService,
    private readonly playlists: PlaylistsService,
  ) {}

  fileName(now: Date): string {
    return `stillframe-export-${now.toISOString().slice(0, 10)}.json`;
  }

  /** The export document as JSON text, every part streamed in batches (all favourites, not a page). */
  async *document(userId: string, now: Date): AsyncGenerator<string> {
    // The first batch is read before anything is yielded, so that a database failure still answers an error.
    const favorites = this.favorites.batches(userId);
    const first = await favorites.next();
    async function* allFavorites(): AsyncGenerator<FavoriteChannel[]> {
      if (first.done) return;
      yield first.value;
      yield* favorites;
    }
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},"favorites":[`;
    yield* jsonArrayItems(allFavorites());
    yield '],"notes":[';
    yield* jsonArrayItems(this.notes.batches(userId, { kind: 'regular' }, 'newest'));
    yield '],"playbackPositions":[';
    yield* jsonArrayItems(this.positions.batches(userId));
    yield '],"playlists":[';
    yield* jsonArrayItems(this.playlists.exported(userId));
    yield ']}';
  }
}
