import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
