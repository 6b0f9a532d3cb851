import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { adminSubscriptionsQueryKey } from './get-subscriptions';

/** The 30-day money-back guarantee: refund the last payment and cancel the subscription. */
export const refundSubscription = (id: string) => apiCall(routes.billing.refund, { params: { id } });

export function useRefundSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSubscriptionsQueryKey }),
  });
}
