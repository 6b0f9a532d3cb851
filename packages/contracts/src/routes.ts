import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { exportRoutes, favoriteRoutes, noteRoutes, shareRoutes } from './library/library.routes.js';
import { nextUploadRoutes } from './playback/next-upload.routes.js';
import { playbackPositionRoutes } from './playback/playback.routes.js';
import { playlistRoutes } from './library/playlist.routes.js';
import type { RouteContract } from './http/route.js';

/** Every public call of the API, grouped as the web uses them. */
export const routes = {
  auth: authRoutes,
  admin: adminRoutes,
  catalog: catalogRoutes,
  favorites: favoriteRoutes,
  notes: noteRoutes,
  shares: shareRoutes,
  export: exportRoutes,
  billing: billingRoutes,
  positions: playbackPositionRoutes,
  nextUpload: nextUploadRoutes,
  playlists: playlistRoutes,
} as const;

/** All routes in matching order: a literal path is listed before a parameterised one of the same shape. */
export const allRoutes: readonly RouteContract[] = Object.values(routes).flatMap((group) =>
  Object.values(group),
);
