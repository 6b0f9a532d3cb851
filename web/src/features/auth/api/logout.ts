import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { routes } from '@stillframe/contracts';
import { Timing } from '@/config/constants';
import { paths } from '@/config/paths';
import { apiCall } from '@/lib/api-client';
import { useClearSession } from '@/lib/auth/clear-session';
import { useToast } from '@/lib/toast';

export const logout = () => apiCall(routes.auth.logout);

/** Ends the session at the server, clears everything client-side (theme kept), then goes home after 300 ms. */
export function useLogout() {
  const clearSession = useClearSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    onSettled: () => {
      clearSession();
      window.setTimeout(() => navigate(paths.home.getHref()), Timing.logoutRedirectMs);
    },
  });
}
