import { Inject, Injectable } from '@nestjs/common';
import type { SponsorSegment, VideoSegments } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { CommunityAnswers, communityKeys, type CommunityAnswer } from './community-answers.js';
import { hashPrefixOf } from './hash-prefix.js';
import { SponsorBlockRepository } from './sponsorblock.repository.js';

/**
 * A video's SponsorBlock segments, asked by hash prefix and shared by everyone through the cache. When
 * SponsorBlock fails the video simply has no segments: skipping is a help, never a reason for an error.
 */
@Injectable()
export class SponsorBlockService {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly sponsorBlock: SponsorBlockRepository,
    private readonly answers: CommunityAnswers,
    private readonly metrics: CatalogMetrics,
  ) {}

  async segmentsOf(videoId: string): Promise<VideoSegments> {
    const segments = await this.answers.resolve({
      kind: 'sponsor-segments',
      key: communityKeys.segments(videoId),
      fetch: () => this.fetch(videoId),
    });
    return { videoId, segments };
  }

  private async fetch(videoId: string): Promise<CommunityAnswer<SponsorSegment[]>> {
    try {
      const videos = await this.sponsorBlock.segmentsByPrefix(hashPrefixOf(videoId));
      this.metrics.upstreamCall('sponsorblock', 'skipSegments', 'ok');
      // SponsorBlock lists segments in no particular order.
      const segments = [...(videos.get(videoId) ?? [])].sort((a, b) => a.start - b.start || a.end - b.end);
      return { outcome: segments.length > 0 ? 'found' : 'none', value: segments };
    } catch (error) {
      this.metrics.upstreamCall('sponsorblock', 'skipSegments', 'failed');
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'no segments from SponsorBlock: answering none',
      );
      return { outcome: 'failed', value: [] };
    }
  }
}
