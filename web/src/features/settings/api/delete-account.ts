import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { useLeaveSession } from '@/lib/auth/clear-session';

export const deleteAccount = (password: string) => apiCall(routes.auth.deleteAccount, { body: { password } });

/** On success `onDeleted` runs, then the app goes to `/` and clears the session. */
export function useDeleteAccount(onDeleted: () => void) {
  const leaveSession = useLeaveSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      onDeleted();
      await leaveSession();
    },
  });
}
