import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { useLeaveSession, useMarkSigningOut } from '@/lib/auth/clear-session';
import { useToast } from '@/lib/toast';

export const logout = () => apiCall(routes.auth.logout);

/** Ends the session at the server, then goes home and clears everything client-side (theme kept). */
export function useLogout() {
  const leaveSession = useLeaveSession();
  const markSigningOut = useMarkSigningOut();
  const { toast } = useToast();
  return useMutation({
    onMutate: markSigningOut,
    mutationFn: logout,
    onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    onSettled: () => leaveSession(),
  });
}
