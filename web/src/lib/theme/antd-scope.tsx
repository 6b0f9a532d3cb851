import { lazy, Suspense, type ReactNode } from 'react';

const AntdTheme = lazy(() => import('./antd-theme').then((m) => ({ default: m.AntdTheme })));

/**
 * An antd part of a plain screen (one that app/router.tsx does not put under antd's theme): antd's
 * theme loads with it, when it first shows. `fallback` stands in meanwhile.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdTheme>{children}</AntdTheme>
    </Suspense>
  );
}
