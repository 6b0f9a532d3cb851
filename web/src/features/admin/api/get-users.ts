import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type AdminUser } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const getUsers = (): Promise<AdminUser[]> => apiCall(routes.admin.listUsers);

export const usersQueryOptions = () => queryOptions({ queryKey: adminUsersQueryKey, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
