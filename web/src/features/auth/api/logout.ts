import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { signOutMutationKey, useLeaveSession } from '@/lib/auth/clear-session';
import { useToast } from '@/lib/toast';

export const logout = () => apiCall(routes.auth.logout);

/** Ends the session at the server, then goes home and clears everything client-side (theme kept). */
export function useLogout() {
  const leaveSession = useLeaveSession();
  const { toast } = useToast();
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: logout,
    onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    // Awaited, so the mutation (and so useIsSigningOut) lasts until the app is on `/` with the session cleared.
    onSettled: () => leaveSession(),
  });
}
