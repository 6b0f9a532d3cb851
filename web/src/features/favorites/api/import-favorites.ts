import {
  routes,
  type AddFavoriteRequest,
  type Channel,
  type ImportFavoritesResponse,
} from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Catalog details of up to 50 channel ids; unknown ids are left out. */
export const getChannelDetails = async (ids: string[]): Promise<Channel[]> =>
  (await apiCall(routes.catalog.channelDetails, { params: { channelIds: ids.join(',') } })).items;

export const importFavorites = (channels: AddFavoriteRequest[]): Promise<ImportFavoritesResponse> =>
  apiCall(routes.favorites.import, { body: { channels } });
