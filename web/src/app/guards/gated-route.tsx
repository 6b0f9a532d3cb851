import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SubscriptionRequired } from '@/features/subscription/components/subscription-required';
import { useIsSigningOut } from '@/lib/auth/clear-session';
import { useAccess } from '@/lib/auth/use-access';
import { paths } from '../paths';
import { AccessCheckFailed } from './access-check-failed';

/** Search, favourites and notes: sign-in and an active subscription; admins bypass the subscription check. */
export function GatedRoute({ children }: { children: ReactNode }) {
  const access = useAccess();
  const isSigningOut = useIsSigningOut();
  if (isSigningOut && access.status === 'anonymous') return <PageSpinner />;
  switch (access.status) {
    case 'loading':
      return <PageSpinner label="Checking access" />;
    case 'anonymous':
      return <Navigate to={paths.auth.getHref()} replace />;
    case 'no-subscription':
      return <SubscriptionRequired />;
    case 'unknown':
      return <AccessCheckFailed of={access.of} retry={access.retry} />;
    case 'granted':
      return <>{children}</>;
  }
}
