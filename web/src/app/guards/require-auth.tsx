import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useIsSigningOut } from '@/lib/auth/clear-session';
import { useUser } from '@/lib/auth/current-user';
import { paths } from '../paths';
import { AccessCheckFailed } from './access-check-failed';

/** Login-only routes (subscribe, settings): anonymous visitors go to /auth; an unanswered check decides nothing. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, isUnknown, retry } = useUser();
  const isSigningOut = useIsSigningOut();
  if (isLoading || (!user && isSigningOut)) return <PageSpinner />;
  if (!user && isUnknown) return <AccessCheckFailed of="sign-in" retry={() => void retry()} />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <>{children}</>;
}
