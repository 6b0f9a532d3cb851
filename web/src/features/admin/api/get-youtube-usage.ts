import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type YouTubeUsage } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const youtubeUsageQueryKey = ['admin', 'youtube-usage'] as const;

/** Today's YouTube quota as the catalog's ledger counts it; user ids only (emails come from auth's list). */
export const getYouTubeUsage = (): Promise<YouTubeUsage> => apiCall(routes.admin.youtubeUsage);

export const youtubeUsageQueryOptions = () =>
  queryOptions({ queryKey: youtubeUsageQueryKey, queryFn: getYouTubeUsage });

export const useYouTubeUsage = () => useQuery(youtubeUsageQueryOptions());
