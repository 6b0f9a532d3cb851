import { z } from 'zod';
import { FavoriteChannelSchema } from './favorite.schema.js';
import { NoteSchema } from './note.schema.js';

/** The terms' account export: favourites and regular notes only. */
export const AccountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  favorites: z.array(FavoriteChannelSchema),
  notes: z.array(NoteSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
