import { favoriteFieldsOfChannel, type Channel } from '@stillframe/contracts';
import { sealChannel } from '@stillframe/server-kit';

/**
 * Each channel with the catalog's seal over the fields a favourite keeps, so that the library can store
 * an imported favourite only as the catalog described it (docs/decisions/0018-channel-pages-and-favourites-import.md).
 * Sealed on the way out, never cached: the seal follows the secret, not the data.
 */
export function withSeals<T extends { items: Channel[] }>(list: T, secret: string): T {
  return {
    ...list,
    items: list.items.map((channel) => ({
      ...channel,
      seal: sealChannel(favoriteFieldsOfChannel(channel), secret),
    })),
  };
}
