import { useQuery } from '@tanstack/react-query';
import { routes, type Video } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/**
 * The catalog's details of up to 50 videos in one call (1 quota unit, shared by every user): titles,
 * channels and dates as YouTube has them now, as every other screen shows them. Only ever asked for
 * the videos of regular notes or a shared page: an encrypted note's video is never sent to the server.
 */
export const getCatalogVideos = async (ids: readonly string[]): Promise<Video[]> =>
  (await apiCall(routes.catalog.videos, { params: { ids: ids.join(',') } })).items;

export const useCatalogVideos = (ids: readonly string[]) => {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['catalog-videos', unique.join(',')],
    queryFn: () => getCatalogVideos(unique),
    enabled: unique.length > 0,
    staleTime: QueryTiming.videoStaleMs,
  });
};
