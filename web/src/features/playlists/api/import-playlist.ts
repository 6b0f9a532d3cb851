import { routes, type ImportPlaylistRequest, type ImportPlaylistResponse } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const importPlaylist = (request: ImportPlaylistRequest): Promise<ImportPlaylistResponse> =>
  apiCall(routes.playlists.import, { body: request });
