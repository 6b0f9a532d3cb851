import type { ComponentType } from 'react';
import { plain, type ScreenRoute } from './screen-route';

/**
 * A screen built with antd: its chunk and antd's theme load in parallel, so the home page never loads
 * antd (docs/decisions/0019-light-first-page.md).
 */
const antd =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenRoute =>
  async () => {
    const [module, { withAntdTheme }] = await Promise.all([load(), import('./antd-screens')]);
    return { Component: withAntdTheme(pick(module)) };
  };

/**
 * Every screen but the first pages (home and search, loaded by app/router.tsx itself). Each `import()`
 * carries the list of files its screen preloads; here, that list is fetched with the first of these screens
 * rather than with every first page.
 */
export const laterScreens = {
  favorites: antd(
    () => import('./favorites'),
    (m) => m.FavoritesRoute,
  ),
  notes: antd(
    () => import('./notes'),
    (m) => m.NotesRoute,
  ),
  playlists: antd(
    () => import('./playlists'),
    (m) => m.PlaylistsRoute,
  ),
  playlist: antd(
    () => import('./playlists'),
    (m) => m.PlaylistRoute,
  ),
  auth: antd(
    () => import('./auth'),
    (m) => m.AuthRoute,
  ),
  subscribe: antd(
    () => import('./subscription'),
    (m) => m.SubscribeRoute,
  ),
  subscriptionSuccess: antd(
    () => import('./subscription'),
    (m) => m.SubscriptionSuccessRoute,
  ),
  subscriptionCancel: antd(
    () => import('./subscription'),
    (m) => m.SubscriptionCancelRoute,
  ),
  settings: antd(
    () => import('./settings'),
    (m) => m.SettingsRoute,
  ),
  channel: antd(
    () => import('./channel'),
    (m) => m.ChannelRoute,
  ),
  youtubePlaylist: antd(
    () => import('./youtube-playlist'),
    (m) => m.YouTubePlaylistRoute,
  ),
  watch: antd(
    () => import('./watch'),
    (m) => m.WatchRoute,
  ),
  sharedNotes: antd(
    () => import('./shared-notes'),
    (m) => m.SharedNotesRoute,
  ),
  terms: antd(
    () => import('./legal'),
    (m) => m.TermsRoute,
  ),
  privacy: antd(
    () => import('./legal'),
    (m) => m.PrivacyRoute,
  ),
  redirectHome: plain(
    () => import('./redirect-home'),
    (m) => m.RedirectHomeRoute,
  ),
  notFound: antd(
    () => import('./not-found'),
    (m) => m.NotFoundRoute,
  ),
} satisfies Record<string, ScreenRoute>;

export type LaterScreen = keyof typeof laterScreens;

/** The home of a signed-in account (home.tsx), an antd screen too: a visitor's home never loads it. */
export const signedInHome = antd(
  () => import('./signed-in-home'),
  (m) => m.SignedInHome,
);
