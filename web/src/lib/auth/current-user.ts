import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { routes, type User } from '@stillframe/contracts';
import { apiCall, ApiError } from '@/lib/api-client';
import { readStoredUser, storeUser } from './user-storage';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (401). Any failure clears the cached user. */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const { user } = await apiCall(routes.auth.currentUser);
    storeUser(user);
    return user;
  } catch (error) {
    storeUser(null);
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    // Checked once per page load; login, logout, preferences and subscribing set or invalidate it.
    staleTime: Infinity,
    placeholderData: () => readStoredUser() ?? undefined,
  });

/** `user` is the cached user while the server is asked, then the server's answer; null when signed out or on failure. */
export function useUser() {
  const query = useQuery(currentUserQueryOptions());
  return {
    user: query.data ?? null,
    /** True only while nothing at all is known yet. */
    isLoading: query.isPending && query.data === undefined && query.fetchStatus !== 'idle',
    isVerified: query.isSuccess && !query.isPlaceholderData,
  };
}

/** After login, registration or a preference change: the new user in the cache and in storage. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  storeUser(user);
  queryClient.setQueryData(currentUserQueryKey, user);
}
