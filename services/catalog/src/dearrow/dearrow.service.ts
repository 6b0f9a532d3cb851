import { Inject, Injectable } from '@nestjs/common';
import type { BrandingList, VideoBranding } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { CommunityAnswers, communityKeys, type CommunityAnswer } from '../sponsorblock/community-answers.js';
import { hashPrefixOf } from '../sponsorblock/hash-prefix.js';
import { chooseBranding, type ChosenBranding } from './branding-choice.js';
import { DeArrowRepository } from './dearrow.repository.js';

/** Upstream calls one batch makes at once: a page of 24 cold cards takes a few rounds, not 24 sockets. */
const CONCURRENT_LOOKUPS = 6;
/** The thumbnail service draws frames of YouTube's 11-character ids only. */
const THUMBNAIL_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const NOTHING: ChosenBranding = { title: null, thumbnailTime: null };

/**
 * DeArrow's community titles and thumbnails for a page of videos: each video asked by hash prefix and
 * cached for everyone; the cached ones are one Redis read for the whole page. A video DeArrow cannot
 * answer for keeps its original title and thumbnail.
 */
@Injectable()
export class DeArrowService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly deArrow: DeArrowRepository,
    private readonly answers: CommunityAnswers,
    private readonly metrics: CatalogMetrics,
  ) {}

  async brandingOf(ids: string[]): Promise<BrandingList> {
    const unique = [...new Set(ids)];
    const cached = await this.answers.readMany<ChosenBranding>(
      'dearrow-branding',
      unique.map((id) => communityKeys.branding(id)),
    );
    const chosen = new Map<string, ChosenBranding>();
    const missing = unique.flatMap((videoId, index) => {
      const { entry, fresh } = cached[index]!;
      if (fresh) chosen.set(videoId, fresh);
      return fresh ? [] : [{ videoId, entry }];
    });
    for (let i = 0; i < missing.length; i += CONCURRENT_LOOKUPS) {
      const round = missing.slice(i, i + CONCURRENT_LOOKUPS);
      const resolved = await Promise.all(
        round.map(({ videoId, entry }) =>
          this.answers.resolve(
            {
              kind: 'dearrow-branding',
              key: communityKeys.branding(videoId),
              fetch: () => this.fetch(videoId),
            },
            entry,
          ),
        ),
      );
      round.forEach(({ videoId }, index) => chosen.set(videoId, resolved[index]!));
    }
    return { items: ids.map((videoId) => this.toBranding(videoId, chosen.get(videoId) ?? NOTHING)) };
  }

  private toBranding(videoId: string, chosen: ChosenBranding): VideoBranding {
    const thumbnailUrl =
      chosen.thumbnailTime !== null && THUMBNAIL_VIDEO_ID.test(videoId)
        ? `${this.config.DEARROW_THUMBNAIL_BASE_URL}/api/v1/getThumbnail?${new URLSearchParams({
            videoID: videoId,
            // Passed as received: the service matches its stored frames by this time.
            time: String(chosen.thumbnailTime),
          }).toString()}`
        : null;
    return { videoId, title: chosen.title, thumbnailUrl };
  }

  private async fetch(videoId: string): Promise<CommunityAnswer<ChosenBranding>> {
    try {
      const videos = await this.deArrow.brandingByPrefix(hashPrefixOf(videoId));
      this.metrics.upstreamCall('dearrow', 'branding', 'ok');
      const chosen = chooseBranding(videos.get(videoId));
      const found = chosen.title !== null || chosen.thumbnailTime !== null;
      return { outcome: found ? 'found' : 'none', value: chosen };
    } catch (error) {
      this.metrics.upstreamCall('dearrow', 'branding', 'failed');
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'no branding from DeArrow: keeping the original titles',
      );
      return { outcome: 'failed', value: NOTHING };
    }
  }
}
