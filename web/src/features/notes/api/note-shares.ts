import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type NoteShare } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const noteSharesQueryKey = ['note-shares'] as const;

export const noteSharesQueryOptions = () =>
  queryOptions({ queryKey: noteSharesQueryKey, queryFn: () => apiCall(routes.shares.list, {}) });

export const useNoteShares = (enabled: boolean) => useQuery({ ...noteSharesQueryOptions(), enabled });

export function useCreateNoteShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string): Promise<NoteShare> => apiCall(routes.shares.create, { body: { videoId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteSharesQueryKey }),
  });
}

export function useRevokeNoteShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiCall(routes.shares.revoke, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteSharesQueryKey }),
  });
}
