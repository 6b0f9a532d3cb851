import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Video } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** One video's details, or null when the platform does not know it. Fresh for 10 minutes. */
export async function getVideo(videoId: string): Promise<Video | null> {
  const { items } = await apiCall(routes.catalog.videos, { params: { ids: videoId } });
  return items.find((item) => item.id === videoId) ?? items[0] ?? null;
}

export const videoQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['video', videoId],
    queryFn: () => getVideo(videoId),
    staleTime: QueryTiming.videoStaleMs,
  });

export const useVideo = (videoId: string) => useQuery(videoQueryOptions(videoId));
