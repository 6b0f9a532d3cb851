import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeEmail, routes, type LoginRequest, type User } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth/current-user';
import { useNoteKey } from '@/lib/encryption/note-key-context';

export async function login(credentials: LoginRequest): Promise<User> {
  const { user } = await apiCall(routes.auth.login, {
    body: { email: normalizeEmail(credentials.email), password: credentials.password },
  });
  return user;
}

/** Signs in, stores the user and keeps the password in memory only, to derive the note key. */
export function useLogin() {
  const queryClient = useQueryClient();
  const { rememberPassword } = useNoteKey();
  return useMutation({
    mutationFn: login,
    onSuccess: (user, credentials) => {
      setCurrentUser(queryClient, user);
      rememberPassword(user.id, credentials.password);
    },
  });
}
