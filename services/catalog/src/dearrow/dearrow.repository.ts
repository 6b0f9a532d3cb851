import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { UpstreamHttp } from '../http/upstream-http.js';

export class DeArrowUnavailable extends Error {}

const Title = z.looseObject({
  title: z.string(),
  original: z.boolean(),
  votes: z.number(),
  locked: z.boolean(),
});
const Thumbnail = z.looseObject({
  timestamp: z.number().nullable().optional(),
  original: z.boolean(),
  votes: z.number(),
  locked: z.boolean(),
});
const Branding = z.looseObject({
  titles: z.array(z.unknown()).default([]),
  thumbnails: z.array(z.unknown()).default([]),
});

/** What the community chose for one video, before Stillframe decides what to show. */
export interface CommunityBranding {
  /** The best title first (DeArrow orders them: locked, then by votes). */
  titles: Array<z.infer<typeof Title>>;
  thumbnails: Array<z.infer<typeof Thumbnail>>;
}

/**
 * DeArrow over HTTP (SponsorBlock's server): `GET /api/branding/:prefix`, an object keyed by the id of
 * every video under the prefix (exactly 4 characters). The caller picks its own video.
 */
@Injectable()
export class DeArrowRepository {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly http: UpstreamHttp,
  ) {}

  /** Each video under the prefix with its branding; empty when DeArrow has nothing (its 404 `{}`). */
  async brandingByPrefix(prefix: string): Promise<Map<string, CommunityBranding>> {
    const answer = await this.http.get(
      new URL(`${this.config.SPONSORBLOCK_BASE_URL}/api/branding/${prefix}`),
      {
        upstream: 'DeArrow',
        method: 'branding',
        timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
      },
    );
    if (answer.status === 404) return new Map();
    if (answer.status !== 200) throw new DeArrowUnavailable(`DeArrow answered ${answer.status}`);
    const parsed = z.record(z.string(), z.unknown()).safeParse(answer.body);
    if (!parsed.success || Array.isArray(answer.body))
      throw new DeArrowUnavailable('DeArrow answered an unexpected shape');
    const videos = new Map<string, CommunityBranding>();
    for (const [videoId, raw] of Object.entries(parsed.data)) {
      const branding = Branding.safeParse(raw);
      if (!branding.success) continue;
      videos.set(videoId, {
        titles: branding.data.titles.flatMap((title) => {
          const item = Title.safeParse(title);
          return item.success ? [item.data] : [];
        }),
        thumbnails: branding.data.thumbnails.flatMap((thumbnail) => {
          const item = Thumbnail.safeParse(thumbnail);
          return item.success ? [item.data] : [];
        }),
      });
    }
    return videos;
  }
}
