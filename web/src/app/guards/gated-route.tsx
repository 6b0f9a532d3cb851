import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useIsSigningOut } from '@/lib/auth/clear-session';
import { useAccess } from '@/lib/auth/use-access';
import { AntdScope } from '@/lib/theme/antd-scope';
import { paths } from '../paths';

// Both are antd screens, rarely seen: they load when shown, so a plain screen behind this guard (search)
// loads no antd (nor the notes' share links) for a subscriber.
const SubscriptionRequired = lazy(() =>
  import('./subscription-required-screen').then((m) => ({ default: m.SubscriptionRequiredScreen })),
);
const AccessCheckFailed = lazy(() =>
  import('./access-check-failed').then((m) => ({ default: m.AccessCheckFailed })),
);

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
      return (
        <AntdScope fallback={<PageSpinner />}>
          <SubscriptionRequired />
        </AntdScope>
      );
    case 'unknown':
      return (
        <AntdScope fallback={<PageSpinner />}>
          <AccessCheckFailed of={access.of} retry={access.retry} />
        </AntdScope>
      );
    case 'granted':
      return <>{children}</>;
  }
}
