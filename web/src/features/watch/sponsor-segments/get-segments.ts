import { useQuery } from '@tanstack/react-query';
import { routeRefs } from '@stillframe/contracts/plain';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** The video's SponsorBlock segments (Pro); the catalog answers an empty list when SponsorBlock fails. */
export const useSponsorSegments = (videoId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['sponsor-segments', videoId],
    queryFn: () => apiCall(routeRefs.catalog.sponsorSegments, { params: { videoId } }),
    staleTime: QueryTiming.videoStaleMs,
    enabled,
    // Skipping is a help: a failed lookup is not worth retrying during playback.
    retry: false,
  });
