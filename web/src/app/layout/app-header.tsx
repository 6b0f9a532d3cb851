import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlaySquareIcon } from '@/components/ui/shell-icons';
import { useUser } from '@/lib/auth/current-user';
import { paths } from '../paths';
import { HeaderNav, NotesLock, PlanBadge, UserMenu } from './signed-in-controls';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  const { user } = useUser();
  const navigate = useNavigate();
  return (
    <header className="sf-header">
      <div className="sf-header-bar">
        <div className="sf-header-group sf-header-start">
          <Link to={paths.home.getHref()} className="sf-logo" aria-label="Stillframe home">
            <PlaySquareIcon /> <span className="sf-logo-text">Stillframe</span>
          </Link>
          {user ? (
            <Suspense fallback={null}>
              <HeaderNav />
            </Suspense>
          ) : null}
        </div>
        <div className="sf-header-group sf-header-end">
          {user ? (
            <Suspense fallback={null}>
              <PlanBadge />
              <NotesLock />
            </Suspense>
          ) : null}
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <button
              type="button"
              className="sf-button sf-button-primary"
              onClick={() => navigate(paths.auth.getHref())}
            >
              Sign In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
