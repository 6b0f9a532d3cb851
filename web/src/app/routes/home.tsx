import { lazy } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackdropScreen } from '@/features/backdrop/components/backdrop-screen';
import { useUser } from '@/lib/auth/current-user';
import { AntdScope } from '@/lib/theme/antd-scope';

// Its own chunk: a visitor's first load stays the backdrop alone.
const SignedInHome = lazy(async () => ({ default: (await import('./signed-in-home')).SignedInHome }));

/** A visitor sees the backdrop; a signed-in account its own home. */
export function HomeRoute() {
  // While the session is checked without a remembered user, this is most likely a visitor: the backdrop.
  const { user } = useUser();
  if (!user) return <BackdropScreen />;
  return (
    // The home route is plain (no antd on a visitor's first load); the signed-in home brings antd's theme.
    <AntdScope fallback={<PageSpinner />}>
      <SignedInHome />
    </AntdScope>
  );
}
