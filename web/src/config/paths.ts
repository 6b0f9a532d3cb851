import type { ChannelLookup } from '@stillframe/contracts';

/**
 * Every route of the app, in one place. `path` is the router pattern, `getHref` builds a link.
 * Features import this module (they may not import from `app/`); `app/paths.ts` re-exports it.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: { path: '/search', getHref: () => '/search' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  notes: { path: '/notes', getHref: () => '/notes' },
  playlists: { path: '/playlists', getHref: () => '/playlists' },
  /** One playlist; `watch-later` names the account's Watch later. */
  playlist: {
    path: '/playlists/:playlistId',
    getHref: (playlistId: string) => `/playlists/${encodeURIComponent(playlistId)}`,
  },
  auth: {
    path: '/auth',
    /** `register` opens the Create Account tab (the visitor's Sign Up buttons). */
    getHref: (tab?: 'register') => (tab ? `/auth?tab=${tab}` : '/auth'),
  },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  subscriptionSuccess: { path: '/subscription/success', getHref: () => '/subscription/success' },
  subscriptionCancel: { path: '/subscription/cancel', getHref: () => '/subscription/cancel' },
  settings: { path: '/settings', getHref: () => '/settings' },
  account: { path: '/account', getHref: () => '/account' },
  admin: { path: '/admin/*', getHref: () => '/admin' },
  channel: {
    path: '/channel/:channelId',
    // '@' is legal in a path segment: /channel/@handle reads better than %40handle.
    getHref: (channelId: string, lookup?: ChannelLookup) =>
      `/channel/${encodeURIComponent(channelId).replace(/^%40/, '@')}${lookup ? `?by=${lookup}` : ''}`,
  },
  /** A YouTube playlist found by search, read-only (not one of the account's own playlists). */
  youtubePlaylist: {
    path: '/youtube-playlist/:playlistId',
    getHref: (playlistId: string) => `/youtube-playlist/${encodeURIComponent(playlistId)}`,
  },
  watch: {
    path: '/watch/:videoId',
    getHref: (videoId: string, startSeconds?: number) =>
      `/watch/${encodeURIComponent(videoId)}${startSeconds ? `?t=${Math.floor(startSeconds)}` : ''}`,
  },
  /** A read-only page of one video's notes, public for whoever holds the link. */
  sharedNotes: { path: '/shared/:token', getHref: (token: string) => `/shared/${encodeURIComponent(token)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Helper screen: shows nothing and goes home after 100 ms. */
  redirectHome: { path: '/redirect', getHref: () => '/redirect' },
} as const;

/** Paths under which the header is hidden. */
export const headerlessPrefixes = ['/auth', '/admin'] as const;
