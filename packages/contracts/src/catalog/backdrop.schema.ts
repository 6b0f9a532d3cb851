import { z } from 'zod';

export const QuoteSchema = z.object({ q: z.string(), a: z.string() });
export type Quote = z.infer<typeof QuoteSchema>;

/** The eight built-in quotes, shown by the catalog when ZenQuotes has none and by the web when the catalog fails. */
export const FallbackQuotes: readonly Quote[] = [
  { q: 'The journey of a thousand miles begins with one step.', a: 'Lao Tzu' },
  { q: 'In every walk with nature one receives far more than he seeks.', a: 'John Muir' },
  { q: 'Adopt the pace of nature: her secret is patience.', a: 'Ralph Waldo Emerson' },
  { q: 'Well begun is half done.', a: 'Aristotle' },
  { q: 'It does not matter how slowly you go as long as you do not stop.', a: 'Confucius' },
  { q: 'Study nature, love nature, stay close to nature. It will never fail you.', a: 'Frank Lloyd Wright' },
  {
    q: "Concentrate all your thoughts upon the work at hand. The sun's rays do not burn until brought to a focus.",
    a: 'Alexander Graham Bell',
  },
  { q: 'The best time to plant a tree was 20 years ago. The second best time is now.', a: 'Chinese proverb' },
];

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
