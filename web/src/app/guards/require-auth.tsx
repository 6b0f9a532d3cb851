import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useUser } from '@/lib/auth/current-user';
import { paths } from '../paths';

/** Login-only routes (subscribe, settings): anonymous visitors go to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <>{children}</>;
}
