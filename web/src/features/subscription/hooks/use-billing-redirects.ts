import { useEffect, useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreateCustomerPortal } from '../api/create-customer-portal';
import { redirectTo } from '@/lib/redirect';

/** Checkout and billing portal: ask the server for a session, then leave for the provider's page. */
export function useBillingRedirects() {
  const checkout = useCreateCheckoutSession();
  const portal = useCreateCustomerPortal();
  const { toast } = useToast();
  const [isRedirecting, setRedirecting] = useState(false);

  // Back from Stripe's page, the browser may restore this page as it was left: redirecting, buttons busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const go = (url: string) => {
    try {
      setRedirecting(true);
      redirectTo(url);
    } catch (error) {
      setRedirecting(false);
      toast({
        title: 'Payment Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  const startCheckout = (priceId: string | undefined) => {
    if (!priceId) {
      toast({
        title: 'Subscription Error',
        description: 'Failed to start subscription process',
        variant: 'destructive',
      });
      return;
    }
    checkout.mutate(priceId, {
      onSuccess: ({ url }) => go(url),
      onError: (error) =>
        toast({
          title: 'Subscription Error',
          description: getServerMessage(error, 'Failed to start subscription process'),
          variant: 'destructive',
        }),
    });
  };

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => go(url),
      onError: (error) =>
        toast({
          title: 'Portal Error',
          description: getServerMessage(error, 'Failed to open customer portal'),
          variant: 'destructive',
        }),
    });

  return { startCheckout, openPortal, isBusy: checkout.isPending || portal.isPending || isRedirecting };
}
