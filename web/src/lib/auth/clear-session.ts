import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { currentUserQueryKey, setCurrentUser } from './current-user';
import { useMarkSigningOut } from './signing-out';
import { clearLocalStorageExceptTheme } from './user-storage';

export { useFinishSigningOut, useIsSigningOut, useMarkSigningOut } from './signing-out';

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
