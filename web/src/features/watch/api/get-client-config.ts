import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type ClientConfig } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Runtime settings (player script and host, demo mode); they do not change while the page is open. */
export const getClientConfig = (): Promise<ClientConfig> => apiCall(routes.catalog.clientConfig);

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
