import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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

const signingOutKey = ['auth', 'signing-out'] as const;

/** Marks the start of a logout or account deletion (see useIsSigningOut). */
export function useMarkSigningOut() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData(signingOutKey, true), [queryClient]);
}

/**
 * Logout and account deletion end on `/`: the app goes there first and clears the session once the
 * router has arrived. React may commit the new screen a little later (a transition), so protected
 * screens keep waiting (useIsSigningOut) until `/` is on screen (useFinishSigningOut).
 */
export function useLeaveSession() {
  const clearSession = useClearSession();
  const markSigningOut = useMarkSigningOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    markSigningOut();
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    clearSession();
  }, [clearSession, markSigningOut, navigate]);
}

/**
 * True from the start of a logout or account deletion until `/` is on screen. A protected screen then
 * waits instead of sending the user to /auth: the user is cleared (or a call still in flight answers
 * 401) before the screen is gone.
 */
export function useIsSigningOut(): boolean {
  const { data } = useQuery({ queryKey: signingOutKey, queryFn: () => false, enabled: false });
  return data === true;
}

/** Called by the layout with the path on screen: once `/` shows, signing out is over. */
export function useFinishSigningOut(pathname: string) {
  const queryClient = useQueryClient();
  const isSigningOut = useIsSigningOut();
  useEffect(() => {
    if (isSigningOut && pathname === paths.home.getHref()) queryClient.setQueryData(signingOutKey, false);
  }, [isSigningOut, pathname, queryClient]);
}
