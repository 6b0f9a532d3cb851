import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type PreferencesRequest } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth/current-user';

/** Exactly one preference per call; the cached user is replaced by the answer's user. */
export const updatePreferences = async (change: PreferencesRequest) =>
  (await apiCall(routes.auth.preferences, { body: change })).user;

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
