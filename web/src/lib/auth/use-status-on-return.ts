import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SubscriptionStatus } from '@stillframe/contracts';
import { subscriptionStatusQueryKey, subscriptionStatusQueryOptions } from './subscription-status';

/** Something the subscriber may be fixing on Stripe's pages: an unpaid renewal, or Pro ended for a reason. */
const awaitsTheSubscriber = (status: SubscriptionStatus | undefined): boolean =>
  Boolean(status?.billingIssue || status?.accessEndedBecause);

/**
 * The subscription status on a screen that sends the subscriber to Stripe to pay (the billing portal, the
 * invoice's page, both in this tab). The app asks nothing again on focus (lib/react-query.ts); here, while
 * a payment is awaited, the status is asked again when the tab comes back into view, and whenever the
 * browser restores the page from its back-forward cache (coming back from the invoice's page with Back is
 * no new load), so a payment made there shows at once.
 */
export function useSubscriptionStatusOnReturn({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [enabled, queryClient]);
  return useQuery({
    ...subscriptionStatusQueryOptions(),
    enabled,
    refetchOnWindowFocus: (query) => awaitsTheSubscriber(query.state.data),
  });
}
