import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { currentUserQueryKey, setCurrentUser } from './current-user';
import { clearLocalStorageExceptTheme } from './user-storage';

/** Logout and account deletion: user, password, note key, cached data and local storage go (the theme stays). */
export function useClearSession() {
  const queryClient = useQueryClient();
  const { forget } = useNoteKey();
  return useCallback(() => {
    forget();
    setCurrentUser(queryClient, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    clearLocalStorageExceptTheme();
  }, [forget, queryClient]);
}

/**
 * Logout and account deletion end on `/`: the app goes there first (committed at once rather than as a
 * transition) and clears the session once it has arrived, so a protected screen never sees the
 * signed-out state and never shows /auth on the way.
 */
export function useLeaveSession() {
  const clearSession = useClearSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    clearSession();
  }, [clearSession, navigate]);
}

/** Logout and account deletion run under this mutation key, from the call until the session is cleared on `/`. */
export const signOutMutationKey = ['auth', 'sign-out'] as const;

/**
 * True while the user is signing out or deleting their account. A protected screen then waits instead
 * of sending the user to /auth: a 401 from a call still in flight may clear the user before the app
 * has reached `/`.
 */
export const useIsSigningOut = (): boolean => useIsMutating({ mutationKey: signOutMutationKey }) > 0;
