import { useQuery } from '@tanstack/react-query';
import { routes, type Video } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/**
 * The catalog's details of up to 50 videos in one call (1 quota unit, shared by every user): a playlist
 * keeps only ids, and titles and pictures are always the catalog's, never an imported file's.
 */
export const getVideoDetails = async (ids: readonly string[]): Promise<Video[]> =>
  ids.length === 0 ? [] : (await apiCall(routes.catalog.videos, { params: { ids: ids.join(',') } })).items;

/** The query of a page's details: one cache entry per page of ids, read by the list and the end panel alike. */
export const videoDetailsQuery = (ids: readonly string[]) => ({
  queryKey: ['playlist-video-details', ids.join(',')],
  queryFn: () => getVideoDetails(ids),
  enabled: ids.length > 0,
  staleTime: QueryTiming.videoStaleMs,
});

const byId = (videos: Video[]) => new Map(videos.map((video) => [video.id, video]));

/** Details by id for a page of a playlist (at most 50 ids: one call). */
export const useVideoDetails = (ids: readonly string[]) =>
  useQuery({ ...videoDetailsQuery(ids), select: byId });
