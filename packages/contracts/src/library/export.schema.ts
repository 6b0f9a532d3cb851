import { z } from 'zod';
import { FavoriteChannelSchema } from './favorite.schema.js';
import { NoteSchema } from './note.schema.js';
import { PlaybackPositionSchema } from '../playback/playback-position.schema.js';
import { ExportedPlaylistSchema } from './playlist.schema.js';

/** The terms' account export: favourites, regular notes, playback positions and playlists. */
export const AccountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  favorites: z.array(FavoriteChannelSchema),
  notes: z.array(NoteSchema),
  playbackPositions: z.array(PlaybackPositionSchema),
  /** Watch later first, then the named playlists, each with its videos in order. */
  playlists: z.array(ExportedPlaylistSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
