import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { Photo } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { UnsplashRepository } from './unsplash.repository.js';

/** Unsplash's attribution rule: every link back carries the app's name. */
const REFERRAL = { utm_source: 'stillframe', utm_medium: 'referral' };

const UnsplashPhotoShape = z.looseObject({
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
type UnsplashPhoto = z.infer<typeof UnsplashPhotoShape>;

export interface PhotoRequest {
  query?: string;
  orientation?: 'landscape' | 'portrait' | 'squarish';
}

/**
 * A random backdrop photo, used as Unsplash requires: hotlinked (its own urls, never re-hosted), credited
 * with links back to the photographer and the photo, and its download tracked when it is served. Without a
 * key, or when Unsplash fails, there is simply no photo.
 */
@Injectable()
export class PhotosService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly unsplash: UnsplashRepository,
    private readonly metrics: CatalogMetrics,
  ) {}

  async random(request: PhotoRequest): Promise<Photo | null> {
    const accessKey = this.config.UNSPLASH_ACCESS_KEY;
    if (!accessKey) return null;
    let photo: UnsplashPhoto;
    try {
      photo = UnsplashPhotoShape.parse(
        await this.unsplash.random(accessKey, request.query || 'nature', request.orientation ?? 'landscape'),
      );
      this.metrics.upstreamCall('unsplash', 'random', 'ok');
    } catch (error) {
      this.metrics.upstreamCall('unsplash', 'random', 'failed');
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'no photo from Unsplash',
      );
      return null;
    }
    this.trackDownload(accessKey, photo.links.download_location);
    return toPhoto(photo);
  }

  /** Not awaited: the visitor's photo never waits on it; it has the upstream deadline like every call. */
  private trackDownload(accessKey: string, downloadLocation: string): void {
    const target = new URL(downloadLocation);
    // The key is only ever sent to Unsplash's own API host, whatever a response may contain.
    if (target.origin !== new URL(this.config.UNSPLASH_BASE_URL).origin) {
      this.logger.warn(
        { host: target.host },
        'download_location is not on the Unsplash API host: not tracked',
      );
      return;
    }
    this.unsplash.trackDownload(accessKey, target).then(
      () => this.metrics.upstreamCall('unsplash', 'download', 'ok'),
      (error: unknown) => {
        this.metrics.upstreamCall('unsplash', 'download', 'failed');
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'download tracking failed',
        );
      },
    );
  }
}

function withReferral(link: string): string {
  const url = new URL(link);
  for (const [name, value] of Object.entries(REFERRAL)) url.searchParams.set(name, value);
  return url.toString();
}

/** What the backdrop needs; the API links (and download_location) stay here. */
function toPhoto(photo: UnsplashPhoto): Photo {
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
