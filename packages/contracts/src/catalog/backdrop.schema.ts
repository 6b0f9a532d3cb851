import { z } from 'zod';

export const QuoteSchema = z.object({ q: z.string(), a: z.string() });
export type Quote = z.infer<typeof QuoteSchema>;

export const PhotoSchema = z.looseObject({
  id: z.string(),
  urls: z.looseObject({ regular: z.string() }),
  user: z.looseObject({ name: z.string(), links: z.looseObject({ html: z.string() }) }),
  alt_description: z.string().nullable().optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const PhotoQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  orientation: z.enum(['landscape', 'portrait', 'squarish']).optional(),
});
