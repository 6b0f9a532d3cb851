import { PlaySquareOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useUser } from '@/lib/auth/current-user';
import { paths } from '../paths';
import { HeaderNav, PlanBadge, UserMenu } from './signed-in-controls';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  const { user } = useUser();
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{ position: 'sticky', top: 0, zIndex: 10, borderBottom: '1px solid rgba(127,127,127,0.2)' }}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        style={{ height: '100%', maxWidth: 1280, margin: '0 auto' }}
      >
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Link to={paths.home.getHref()} className="sf-logo" aria-label="Stillframe home">
            <PlaySquareOutlined aria-hidden /> <span className="sf-logo-text">Stillframe</span>
          </Link>
          {user ? (
            <Suspense fallback={null}>
              <HeaderNav />
            </Suspense>
          ) : null}
        </Flex>
        <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
          {user ? (
            <Suspense fallback={null}>
              <PlanBadge />
            </Suspense>
          ) : null}
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button type="primary" onClick={() => navigate(paths.auth.getHref())}>
              Sign In
            </Button>
          )}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
