import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeEmail, routes, type RegisterRequest, type User } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth/current-user';
import { useNoteKey } from '@/lib/encryption/note-key-context';

export async function register(request: RegisterRequest): Promise<User> {
  const { user } = await apiCall(routes.auth.register, {
    body: {
      email: normalizeEmail(request.email),
      password: request.password,
      confirmPassword: request.confirmPassword,
    },
  });
  return user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  const { rememberPassword } = useNoteKey();
  return useMutation({
    mutationFn: register,
    onSuccess: (user, request) => {
      setCurrentUser(queryClient, user);
      rememberPassword(user.id, request.password);
    },
  });
}
