import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type YouTubePlaylistResponse } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

export const getYouTubePlaylist = (
  playlistId: string,
  pageToken?: string,
): Promise<YouTubePlaylistResponse> =>
  apiCall(routes.catalog.youtubePlaylist, {
    params: { playlistId },
    query: pageToken ? { pageToken } : {},
  });

/** A playlist's page changes as rarely as a channel's uploads: as long fresh in the browser. */
export const youtubePlaylistQueryOptions = (playlistId: string, pageToken?: string) =>
  queryOptions({
    queryKey: ['youtube-playlist', playlistId, pageToken ?? null],
    queryFn: () => getYouTubePlaylist(playlistId, pageToken),
    staleTime: QueryTiming.channelStaleMs,
  });

export const useYouTubePlaylist = (playlistId: string, pageToken?: string) =>
  useQuery(youtubePlaylistQueryOptions(playlistId, pageToken));
