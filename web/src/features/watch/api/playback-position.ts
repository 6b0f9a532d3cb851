import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { routes, type PlaybackPositionAnswer, type SavePositionRequest } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Where the signed-in user left a video (null: nothing to offer). */
export const positionQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['playback-position', videoId],
    queryFn: () => apiCall(routes.positions.get, { params: { videoId } }),
  });

export const useSavedPosition = (videoId: string, enabled: boolean) =>
  useQuery({ ...positionQueryOptions(videoId), enabled });

/** Saves on the server; `keepalive` lets the save outlive the page when it is left. */
export async function savePosition(
  queryClient: QueryClient,
  videoId: string,
  body: SavePositionRequest,
  keepalive = false,
): Promise<void> {
  const answer = await apiCall(routes.positions.save, { params: { videoId }, body, keepalive });
  queryClient.setQueryData<PlaybackPositionAnswer>(positionQueryOptions(videoId).queryKey, answer);
}

export async function clearPosition(queryClient: QueryClient, videoId: string): Promise<void> {
  queryClient.setQueryData<PlaybackPositionAnswer>(positionQueryOptions(videoId).queryKey, {
    position: null,
  });
  await apiCall(routes.positions.clear, { params: { videoId } });
}
