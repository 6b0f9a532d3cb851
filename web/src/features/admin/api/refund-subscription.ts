import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** The 30-day money-back guarantee: refund the last payment and cancel the subscription. */
export const refundSubscription = (id: string) => apiCall(routes.billing.refund, { params: { id } });

export function useRefundSubscription() {
  return useMutation({ mutationFn: refundSubscription });
}
