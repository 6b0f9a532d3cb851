import { useMutation } from '@tanstack/react-query';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';

/**
 * A billing portal session; the browser then goes to `url`. Called by its ref, so the banner of every
 * screen (billing-issue-banner.tsx) loads no schemas for it (docs/decisions/0019-light-first-page.md).
 */
export const createCustomerPortal = () => apiCall(routeRefs.billing.createCustomerPortal);

export const useCreateCustomerPortal = () => useMutation({ mutationFn: createCustomerPortal });
