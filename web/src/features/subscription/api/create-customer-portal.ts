import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** A billing portal session; the browser then goes to `url`. */
export const createCustomerPortal = () => apiCall(routes.billing.createCustomerPortal);

export const useCreateCustomerPortal = () => useMutation({ mutationFn: createCustomerPortal });
