import { z } from 'zod';

const EnvSchema = z.object({
  /** Origin of the API when it is not the page's own (the dev server proxies /api, so usually empty). */
  VITE_API_URL: z.string().default(''),
});

export const env = EnvSchema.parse(import.meta.env);
