import { z } from 'zod';

/** A comma-separated list in one parameter (`a,b,c`): blanks and spaces around items are ignored. */
export const commaList = (item: z.ZodString, min: string, max: { count: number; message: string }) =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, min).max(max.count, max.message));
