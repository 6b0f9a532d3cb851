import type { ImportFavoriteChannel } from '@stillframe/contracts';
import { AppException, isChannelSealValid } from '@stillframe/server-kit';
import type { NewFavorite } from './favorite.mapper.js';

export type ImportedFavorite = NewFavorite & Pick<ImportFavoriteChannel, 'seal'>;

/**
 * Refuses the batch when a channel's fields are not the catalog's: each imported channel carries the
 * seal the catalog's channel details gave it over exactly these fields (server-kit's channel-seal), so a
 * title, picture or id from the file, or a channel the catalog does not know, cannot be stored.
 */
export function checkChannelSeals(channels: ImportedFavorite[], secret: string): NewFavorite[] {
  return channels.map(({ seal, ...favorite }, index) => {
    if (!isChannelSealValid(favorite, seal, secret))
      throw AppException.validation(
        `body.channels.${index}.seal`,
        "This channel's details do not match the catalog's: look the channel up again",
      );
    return favorite;
  });
}
