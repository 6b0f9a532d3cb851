import { z } from 'zod';
import { FavoriteChannelSchema } from './favorite.schema.js';
import { NoteSchema } from './note.schema.js';
import { PlaybackPositionSchema } from '../playback/playback-position.schema.js';

/** The terms' account export: favourites, regular notes and playback positions. */
export const AccountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  favorites: z.array(FavoriteChannelSchema),
  notes: z.array(NoteSchema),
  playbackPositions: z.array(PlaybackPositionSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
