import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { RouteError } from './routes/route-error';

/**
 * A screen in plain elements (home, search: budgets in bench/web-first-load.mjs): its own chunk, loaded
 * when its route is first visited; an antd part inside it loads on its own (lib/theme/antd-scope.tsx).
 */
const plain =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * A screen built with antd: its chunk and antd's theme load in parallel, so the home page never loads
 * antd (docs/decisions/0019-light-first-page.md).
 */
const lazy =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    const [module, { withAntdTheme }] = await Promise.all([load(), import('./routes/antd-screens')]);
    return { Component: withAntdTheme(pick(module)) };
  };

export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        path: paths.home.path,
        lazy: plain(
          () => import('./routes/home'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: paths.search.path,
        lazy: plain(
          () => import('./routes/search'),
          (m) => m.SearchRoute,
        ),
      },
      {
        path: paths.favorites.path,
        lazy: lazy(
          () => import('./routes/favorites'),
          (m) => m.FavoritesRoute,
        ),
      },
      {
        path: paths.notes.path,
        lazy: lazy(
          () => import('./routes/notes'),
          (m) => m.NotesRoute,
        ),
      },
      {
        path: paths.auth.path,
        lazy: lazy(
          () => import('./routes/auth'),
          (m) => m.AuthRoute,
        ),
      },
      {
        path: paths.subscribe.path,
        lazy: lazy(
          () => import('./routes/subscription'),
          (m) => m.SubscribeRoute,
        ),
      },
      {
        path: paths.subscriptionSuccess.path,
        lazy: lazy(
          () => import('./routes/subscription'),
          (m) => m.SubscriptionSuccessRoute,
        ),
      },
      {
        path: paths.subscriptionCancel.path,
        lazy: lazy(
          () => import('./routes/subscription'),
          (m) => m.SubscriptionCancelRoute,
        ),
      },
      {
        path: paths.settings.path,
        lazy: lazy(
          () => import('./routes/settings'),
          (m) => m.SettingsRoute,
        ),
      },
      { path: paths.account.path, element: <Navigate to={paths.settings.getHref()} replace /> },
      { path: paths.admin.path, element: <Navigate to={paths.settings.getHref()} replace /> },
      { path: '/admin', element: <Navigate to={paths.settings.getHref()} replace /> },
      {
        path: paths.channel.path,
        lazy: lazy(
          () => import('./routes/channel'),
          (m) => m.ChannelRoute,
        ),
      },
      {
        path: paths.watch.path,
        lazy: lazy(
          () => import('./routes/watch'),
          (m) => m.WatchRoute,
        ),
      },
      {
        path: paths.sharedNotes.path,
        lazy: lazy(
          () => import('./routes/shared-notes'),
          (m) => m.SharedNotesRoute,
        ),
      },
      {
        path: paths.terms.path,
        lazy: lazy(
          () => import('./routes/legal'),
          (m) => m.TermsRoute,
        ),
      },
      {
        path: paths.privacy.path,
        lazy: lazy(
          () => import('./routes/legal'),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: paths.redirectHome.path,
        lazy: plain(
          () => import('./routes/redirect-home'),
          (m) => m.RedirectHomeRoute,
        ),
      },
      {
        path: '*',
        lazy: lazy(
          () => import('./routes/not-found'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);
