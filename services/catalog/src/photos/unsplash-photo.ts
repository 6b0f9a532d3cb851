import { z } from 'zod';
import type { Photo } from '@stillframe/contracts';

/** Unsplash's attribution rule: every link back carries the app's name. */
const REFERRAL = { utm_source: 'stillframe', utm_medium: 'referral' };

export const UnsplashPhotoShape = z.looseObject({
  id: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  color: z.string().nullable().optional(),
  blur_hash: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  alt_description: z.string().nullable().optional(),
  urls: z.looseObject({ regular: z.url() }),
  links: z.looseObject({ html: z.url(), download_location: z.url() }),
  user: z.looseObject({
    name: z.string(),
    username: z.string().optional(),
    links: z.looseObject({ html: z.url() }),
  }),
});
export type UnsplashPhoto = z.infer<typeof UnsplashPhotoShape>;

function withReferral(link: string): string {
  const url = new URL(link);
  for (const [name, value] of Object.entries(REFERRAL)) url.searchParams.set(name, value);
  return url.toString();
}

/** What the backdrop needs; the API links (and download_location) stay on the server. */
export function toPhoto(photo: UnsplashPhoto): Photo {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    color: photo.color ?? null,
    blur_hash: photo.blur_hash ?? null,
    description: photo.description ?? null,
    alt_description: photo.alt_description ?? null,
    urls: photo.urls,
    links: { html: withReferral(photo.links.html) },
    user: {
      name: photo.user.name,
      username: photo.user.username,
      links: { html: withReferral(photo.user.links.html) },
    },
  };
}
