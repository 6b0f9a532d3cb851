import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Plan } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const getPlans = (): Promise<Plan[]> => apiCall(routes.billing.plans);

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['subscription', 'plans'], queryFn: getPlans });

export const usePlans = () => useQuery(plansQueryOptions());
