import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import type { LaterScreen } from './routes/later-screens';
import { RouteError } from './routes/route-error';
import { plain } from './routes/screen-route';

/**
 * Any other screen (routes/later-screens.ts): the table of how each loads, and what each preloads, comes
 * with the first of them, so the first pages carry only their own (docs/decisions/0019-light-first-page.md).
 */
const later = (screen: LaterScreen) => async () =>
  (await import('./routes/later-screens')).laterScreens[screen]();

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
      { path: paths.favorites.path, lazy: later('favorites') },
      { path: paths.notes.path, lazy: later('notes') },
      { path: paths.playlists.path, lazy: later('playlists') },
      { path: paths.playlist.path, lazy: later('playlist') },
      { path: paths.auth.path, lazy: later('auth') },
      { path: paths.subscribe.path, lazy: later('subscribe') },
      { path: paths.subscriptionSuccess.path, lazy: later('subscriptionSuccess') },
      { path: paths.subscriptionCancel.path, lazy: later('subscriptionCancel') },
      { path: paths.settings.path, lazy: later('settings') },
      { path: paths.account.path, element: <Navigate to={paths.settings.getHref()} replace /> },
      { path: paths.admin.path, element: <Navigate to={paths.settings.getHref()} replace /> },
      { path: '/admin', element: <Navigate to={paths.settings.getHref()} replace /> },
      { path: paths.channel.path, lazy: later('channel') },
      { path: paths.watch.path, lazy: later('watch') },
      { path: paths.youtubePlaylist.path, lazy: later('youtubePlaylist') },
      { path: paths.sharedNotes.path, lazy: later('sharedNotes') },
      { path: paths.terms.path, lazy: later('terms') },
      { path: paths.privacy.path, lazy: later('privacy') },
      { path: paths.redirectHome.path, lazy: later('redirectHome') },
      { path: '*', lazy: later('notFound') },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);
