import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { SponsorActionSchema, SponsorCategorySchema, type SponsorSegment } from '@stillframe/contracts';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { UpstreamHttp } from '../http/upstream-http.js';

export class SponsorBlockUnavailable extends Error {}

const UpstreamSegment = z.looseObject({
  UUID: z.string(),
  category: z.string(),
  actionType: z.string(),
  segment: z.tuple([z.number(), z.number()]),
  videoDuration: z.number().optional(),
});
const UpstreamVideo = z.looseObject({ videoID: z.string(), segments: z.array(z.unknown()) });
const UpstreamAnswer = z.array(z.unknown());

/** Everything Stillframe shows is asked for: SponsorBlock answers only `sponsor` and `skip` by default. */
const CATEGORIES = JSON.stringify(SponsorCategorySchema.options);
const ACTION_TYPES = JSON.stringify(SponsorActionSchema.options);

/**
 * SponsorBlock over HTTP: `GET /api/skipSegments/:prefix`, the segments of every video whose id hashes to
 * the prefix. The answer lists other videos too; the caller picks its own by `videoID`.
 */
@Injectable()
export class SponsorBlockRepository {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly http: UpstreamHttp,
  ) {}

  /** Each video under the prefix with its segments; an empty map when SponsorBlock has none (its 404). */
  async segmentsByPrefix(prefix: string): Promise<Map<string, SponsorSegment[]>> {
    const url = new URL(`${this.config.SPONSORBLOCK_BASE_URL}/api/skipSegments/${prefix}`);
    url.searchParams.set('categories', CATEGORIES);
    url.searchParams.set('actionTypes', ACTION_TYPES);
    const answer = await this.http.get(url, {
      upstream: 'SponsorBlock',
      method: 'skipSegments',
      timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
    });
    if (answer.status === 404) return new Map();
    if (answer.status !== 200) throw new SponsorBlockUnavailable(`SponsorBlock answered ${answer.status}`);
    const parsed = UpstreamAnswer.safeParse(answer.body);
    if (!parsed.success) throw new SponsorBlockUnavailable('SponsorBlock answered an unexpected shape');
    const videos = new Map<string, SponsorSegment[]>();
    for (const item of parsed.data) {
      const video = UpstreamVideo.safeParse(item);
      if (video.success) videos.set(video.data.videoID, video.data.segments.flatMap(toSegment));
    }
    return videos;
  }
}

/** A segment as Stillframe shows it; one of a category or action we do not know is left out. */
function toSegment(raw: unknown): SponsorSegment[] {
  const parsed = UpstreamSegment.safeParse(raw);
  if (!parsed.success) return [];
  const category = SponsorCategorySchema.safeParse(parsed.data.category);
  const actionType = SponsorActionSchema.safeParse(parsed.data.actionType);
  const [start, end] = parsed.data.segment;
  if (!category.success || !actionType.success || start < 0 || end < start) return [];
  return [
    {
      uuid: parsed.data.UUID,
      category: category.data,
      actionType: actionType.data,
      start,
      end,
      videoDuration: Math.max(0, parsed.data.videoDuration ?? 0),
    },
  ];
}
