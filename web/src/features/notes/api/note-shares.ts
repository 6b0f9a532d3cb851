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
    onSuccess: (_answer, token) => {
      // Gone from the list at once, whether or not the reload that follows succeeds.
      queryClient.setQueryData<NoteShare[]>(noteSharesQueryKey, (links) =>
        links?.filter((link) => link.token !== token),
      );
      return queryClient.invalidateQueries({ queryKey: noteSharesQueryKey });
    },
  });
}
