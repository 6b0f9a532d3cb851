import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const deleteAccount = (password: string) => apiCall(routes.auth.deleteAccount, { body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
