import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type AdminSubscription } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const adminSubscriptionsQueryKey = ['admin', 'subscriptions'] as const;

/** Each user's latest subscription, from billing; the table joins it to the users by id. */
export const getSubscriptions = (): Promise<AdminSubscription[]> =>
  apiCall(routes.billing.adminSubscriptions);

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: adminSubscriptionsQueryKey, queryFn: getSubscriptions });

export const useAdminSubscriptions = () => useQuery(subscriptionsQueryOptions());
