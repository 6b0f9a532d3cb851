import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const sharedNotesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-notes', token],
    queryFn: () => apiCall(routes.shares.view, { params: { token } }),
    retry: false,
  });

export const useSharedNotes = (token: string) => useQuery(sharedNotesQueryOptions(token));
