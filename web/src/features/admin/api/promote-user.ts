import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';

export const promoteUser = (id: string) => apiCall(routes.admin.promoteUser, { params: { id } });

export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
