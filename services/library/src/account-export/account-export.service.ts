import { Injectable } from '@nestjs/common';
import { FavoritesService } from '../favorites/favorites.service.js';
import { NotesService } from '../notes/notes.service.js';
import { jsonArrayItems } from '../http/json-stream.js';
import { PlaybackPositionsService } from '../playback-positions/playback-positions.service.js';

/**
 * The terms' account export: favourites, regular notes and playback positions. Encrypted notes stay out: the server
 * cannot read them, and the notes screen exports them decrypted in the browser.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly notes: NotesService,
    private readonly positions: PlaybackPositionsService,
  ) {}

  fileName(now: Date): string {
    return `stillframe-export-${now.toISOString().slice(0, 10)}.json`;
  }

  /** The export document as JSON text, notes streamed in batches; the favourites are read first. */
  async *document(userId: string, now: Date): AsyncGenerator<string> {
    const favorites = await this.favorites.list(userId);
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},"favorites":${JSON.stringify(favorites)},"notes":[`;
    yield* jsonArrayItems(this.notes.batches(userId, { kind: 'regular' }, 'newest'));
    yield '],"playbackPositions":[';
    yield* jsonArrayItems(this.positions.batches(userId));
    yield ']}';
  }
}
