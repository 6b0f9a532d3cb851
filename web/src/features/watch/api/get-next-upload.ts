import { useQuery } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** The channel's upload after this video, asked for only once the video has ended. */
export const useNextUpload = (videoId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['next-upload', videoId],
    queryFn: () => apiCall(routes.nextUpload.get, { params: { videoId } }),
    staleTime: QueryTiming.videoStaleMs,
    enabled,
  });
