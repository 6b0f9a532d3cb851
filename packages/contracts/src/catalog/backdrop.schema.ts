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

/** Runtime settings of the web app, so that one build runs in demo mode and in production. */
export const ClientConfigSchema = z.object({
  player: z.object({
    /** The IFrame player API script (YouTube's, or the sandbox's stand-in in demo mode). */
    scriptUrl: z.string(),
    /** Host of the embedded player iframes, e.g. https://www.youtube-nocookie.com. */
    host: z.string(),
  }),
  /** True when the catalog runs against the sandbox upstreams. */
  demo: z.boolean(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
