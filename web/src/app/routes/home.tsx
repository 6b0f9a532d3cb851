import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackdropScreen } from '@/features/backdrop/components/backdrop-screen';
import { useUser } from '@/lib/auth/current-user';

// Its own chunk: a visitor's first load stays the backdrop alone.
const SignedInHome = lazy(async () => ({ default: (await import('./signed-in-home')).SignedInHome }));

/** A visitor sees the backdrop; a signed-in account its own home. */
export function HomeRoute() {
  // While the session is checked without a remembered user, this is most likely a visitor: the backdrop.
  const { user } = useUser();
  if (!user) return <BackdropScreen />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignedInHome />
    </Suspense>
  );
}
