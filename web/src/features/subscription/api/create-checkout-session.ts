import { useMutation } from '@tanstack/react-query';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';

/** Answers `{ sessionId, url }`; the browser then goes to `url` (Stripe Checkout). By its ref, like the portal's. */
export const createCheckoutSession = (priceId: string) =>
  apiCall(routeRefs.billing.createCheckoutSession, { body: { priceId } });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
