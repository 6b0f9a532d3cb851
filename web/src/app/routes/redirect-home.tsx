import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Timing } from '@/config/constants';
import { paths } from '../paths';

/** Shows nothing and goes home after 100 ms. */
export function RedirectHomeRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.home.getHref(), { replace: true }),
      Timing.helperRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return null;
}
