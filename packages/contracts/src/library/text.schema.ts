import { z } from 'zod';

/**
 * Free text the library stores. Postgres text cannot hold U+0000, so it is refused here, naming the
 * field, instead of failing in the database.
 */
export const StoredText = z
  .string()
  .refine((text) => !text.includes('\u0000'), 'Text cannot contain NUL (\\u0000) characters');

/** C0 control characters and DEL: none belongs in a URL (and Postgres cannot store NUL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ControlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * A URL field the library stores: refused with its own message when it holds a control character, which a
 * URL parser would accept (percent-encoding it in the path) although the text stored is the raw one.
 */
export const storedUrl = <T extends z.ZodType<unknown, string>>(url: T) =>
  z
    .string()
    .refine((text) => !ControlCharacter.test(text), 'URL cannot contain control characters')
    .pipe(url);
