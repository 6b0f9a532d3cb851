import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useUser } from '@/lib/auth/current-user';
import { useFinishSigningOut } from '@/lib/auth/signing-out';
import { headerlessPrefixes } from '../paths';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SignInUnknownBanner } from './sign-in-unknown-banner';
import { BillingIssueSlot } from './signed-in-controls';
import { VideoCardActions } from './video-card-actions';

/** The shell of every screen, in plain elements and CSS (styles.css): no antd on the first page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useUser();
  useFinishSigningOut(pathname);
  const showHeader = !headerlessPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return (
    <div className="sf-layout">
      <a href="#main" className="sf-skip-link">
        Skip to content
      </a>
      {showHeader ? <AppHeader /> : null}
      <SignInUnknownBanner />
      {user && !user.isAdmin ? (
        // A renewal that did not go through: shown on every screen (admins have no subscription).
        <Suspense fallback={null}>
          <BillingIssueSlot userId={user.id} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="sf-main">
        <VideoCardActions>
          <Outlet />
        </VideoCardActions>
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
