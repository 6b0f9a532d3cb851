import { useMutation } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const openBillingPortal = () => apiCall(routes.billing.createCustomerPortal);

export const useOpenBillingPortal = () => useMutation({ mutationFn: openBillingPortal });
