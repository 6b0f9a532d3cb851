import { Layout } from 'antd';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useFinishSigningOut } from '@/lib/auth/clear-session';
import { headerlessPrefixes } from '../paths';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SignInUnknownBanner } from './sign-in-unknown-banner';

export function AppLayout() {
  const { pathname } = useLocation();
  useFinishSigningOut(pathname);
  const showHeader = !headerlessPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="sf-skip-link">
        Skip to content
      </a>
      {showHeader ? <AppHeader /> : null}
      <SignInUnknownBanner />
      <Layout.Content id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </Layout.Content>
      <AppFooter />
      <ScrollRestoration />
    </Layout>
  );
}
