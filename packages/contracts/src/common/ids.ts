import { z } from 'zod';

const UuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Ids of Stillframe's own rows (users, notes) are UUIDs in lower case. Another casing of the same id is
 * read as that id, so that no comparison, key or purge anywhere can see two spellings of one user.
 */
export const UuidSchema = z.string().max(36, 'Invalid id').toLowerCase().regex(UuidPattern, 'Invalid id');

/** The canonical spelling of an id, or null when it is no id at all. */
export function canonicalId(value: string): string | null {
  const parsed = UuidSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const IdParamSchema = z.object({ id: UuidSchema });

/** Channel ids on the video platform are case-sensitive: letters, digits, underscore and hyphen. */
export const ChannelIdSchema = z
  .string()
  .trim()
  .min(1, 'Channel id is required')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid channel id');
