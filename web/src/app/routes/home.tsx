import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackdropScreen } from '@/features/backdrop/components/backdrop-screen';
import { useUser } from '@/lib/auth/current-user';

// Its own chunk, loaded with antd's theme through later-screens.ts: a visitor's first load stays the
// backdrop alone, without even the list of files the signed-in home preloads.
const SignedInHome = lazy(async () => {
  const { signedInHome } = await import('./later-screens');
  return { default: (await signedInHome()).Component };
});

/** A visitor sees the backdrop; a signed-in account its own home. */
export function HomeRoute() {
  // While the session is checked without a remembered user, this is most likely a visitor: the backdrop.
  const { user } = useUser();
  if (!user) return <BackdropScreen />;
  return (
    // The home route is plain (no antd on a visitor's first load); the signed-in home brings antd's theme.
    <Suspense fallback={<PageSpinner />}>
      <SignedInHome />
    </Suspense>
  );
}
