import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { paths } from '@/config/paths';

// The signing-out flag on its own, apart from clear-session.ts: the layout needs only this part, and
// it ships in the first page.
const signingOutKey = ['auth', 'signing-out'] as const;

/** Marks the start of a logout or account deletion (see useIsSigningOut). */
export function useMarkSigningOut() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData(signingOutKey, true), [queryClient]);
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
