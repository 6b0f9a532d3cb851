import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Answers `{ sessionId, url }`; the browser then goes to `url` (Stripe Checkout). */
export const createCheckoutSession = (priceId: string) =>
  apiCall(routes.billing.createCheckoutSession, { body: { priceId } });

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
