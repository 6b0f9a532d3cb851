import {
  favoriteFieldsOfChannel,
  routes,
  type Channel,
  type ImportFavoriteChannel,
  type ImportFavoritesResponse,
} from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Catalog details of up to 50 channel ids; unknown ids are left out. */
export const getChannelDetails = async (ids: string[]): Promise<Channel[]> =>
  (await apiCall(routes.catalog.channelDetails, { params: { channelIds: ids.join(',') } })).items;

/**
 * What an imported channel sends: the fields the catalog sealed, exactly as it sealed them, and its seal,
 * so the library can tell they come from the catalog and not from the file.
 */
export const toSealedChannel = (channel: Channel): ImportFavoriteChannel => ({
  ...favoriteFieldsOfChannel(channel),
  // No seal (an older catalog): the library refuses the channel with a message naming the field.
  seal: channel.seal ?? '',
});

export const importFavorites = (channels: ImportFavoriteChannel[]): Promise<ImportFavoritesResponse> =>
  apiCall(routes.favorites.import, { body: { channels } });
