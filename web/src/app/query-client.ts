import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth/current-user';
import { subscriptionStatusQueryKey } from '@/lib/auth/subscription-status-key';
import { createQueryClient } from '@/lib/react-query';

/** The app's query client: a 401 anywhere means the session is gone; a 402 means the subscription status is stale. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onQueryError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) setCurrentUser(client, null);
      if (error.code === 'subscription_required')
        void client.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    },
  });
  return client;
}
