import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';

import { subscriptionStatusQueryKey } from './subscription-status-key';

export { subscriptionStatusQueryKey };

/** With the Checkout Session id from the success page, billing reads a just-paid subscription from Stripe at once. */
export const getSubscriptionStatus = (sessionId?: string): Promise<SubscriptionStatus> =>
  apiCall(routeRefs.billing.status, sessionId ? { query: { sessionId } } : {});

export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: () => getSubscriptionStatus() });

/** The free trial counts as inactive in the front end (docs/product.md, Entities). */
export const isSubscriptionActive = (status: SubscriptionStatus | undefined): boolean =>
  Boolean(status?.hasActiveSubscription) && status?.status !== 'trialing';

/** Only for signed-in non-admins (docs/decisions/0002-access-rules.md): admins bypass the check and it is never fetched for them. */
export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled });
}
