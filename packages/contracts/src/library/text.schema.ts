import { z } from 'zod';

/**
 * Free text the library stores. Postgres text cannot hold U+0000, so it is refused here, naming the
 * field, instead of failing in the database.
 */
export const StoredText = z
  .string()
  .refine((text) => !text.includes('\u0000'), 'Text cannot contain NUL (\\u0000) characters');
