import { Inject, Injectable } from '@nestjs/common';
import { Freshness, Limits } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { CacheRepository } from '../cache/cache.repository.js';
import { servesStale } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { RequestMerger } from '../cache/request-merger.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { VideoListShape, type VideoItem } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';
import { StoredVideosRepository } from './stored-videos.repository.js';

/** Each video id maps to its details, or to null when YouTube does not know it (deleted, private, mistyped). */
type VideoDetails = Map<string, VideoItem | null>;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Video details, cached per video id so that any later batch (a details call, a search page, a channel page)
 * reuses them; only the ids missing from the cache go upstream, at most 50 to a call.
 */
@Injectable()
export class VideosService {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly cache: CacheRepository,
    private readonly merger: RequestMerger,
    private readonly youtube: YouTubeUpstream,
    private readonly metrics: CatalogMetrics,
    private readonly stored: StoredVideosRepository,
  ) {}

  /**
   * The videos endpoint: known videos in the order asked, unknown ids left out. When every id is
   * cached and fresh (nearly every call), the answer is the stored texts joined, as JSON text:
   * nothing is parsed or encoded again.
   */
  async byIds(ids: string[]) {
    const unique = [...new Set(ids)];
    return (await this.storedAnswer(unique)) ?? this.parsedAnswer(unique);
  }

  private async storedAnswer(ids: string[]): Promise<string | null> {
    const entries = await this.stored.read(ids);
    const texts: string[] = [];
    for (const entry of entries) {
      if (!entry || !this.cache.isFresh({ storedAt: entry.storedAt, value: null }, Freshness.videoSeconds))
        return null;
      if (entry.json !== 'null') texts.push(entry.json);
    }
    this.metrics.cacheLookup('video', 'fresh', ids.length);
    const count = texts.length;
    return `{"kind":"youtube#videoListResponse","items":[${texts.join(',')}],"pageInfo":{"totalResults":${count},"resultsPerPage":${count}}}`;
  }

  private async parsedAnswer(unique: string[]) {
    const details = await this.lookup(unique);
    const items = unique.flatMap((id) => details.get(id) ?? []);
    return {
      kind: 'youtube#videoListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  }

  /** Details to enrich a page with: a failure only costs the durations (docs/product.md, Texts that matter), so it is logged, not thrown. */
  async forEnrichment(ids: string[]): Promise<VideoDetails> {
    try {
      return await this.lookup([...new Set(ids)]);
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), ids: ids.length },
        'could not add durations',
      );
      return new Map();
    }
  }

  private async lookup(ids: string[]): Promise<VideoDetails> {
    const entries = await this.cache.getMany<VideoItem | null>(ids.map(cacheKeys.video));
    const details: VideoDetails = new Map();
    const stale: VideoDetails = new Map();
    const missing: string[] = [];
    ids.forEach((id, index) => {
      const entry = entries[index] ?? null;
      if (entry && this.cache.isFresh(entry, Freshness.videoSeconds)) details.set(id, entry.value);
      else {
        missing.push(id);
        if (entry) stale.set(id, entry.value);
      }
    });
    this.metrics.cacheLookup('video', 'fresh', ids.length - missing.length);
    this.metrics.cacheLookup('video', 'stale', stale.size);
    this.metrics.cacheLookup('video', 'miss', missing.length - stale.size);
    if (missing.length === 0) return details;
    try {
      const fetched = await Promise.all(
        chunks([...missing].sort(), Limits.maxVideoIdsPerCall).map((batch) => this.fetchMerged(batch)),
      );
      for (const batch of fetched) for (const [id, video] of batch) details.set(id, video);
    } catch (error) {
      if (!servesStale(error) || missing.some((id) => !stale.has(id))) throw error;
      this.metrics.staleServed('video');
      for (const id of missing) details.set(id, stale.get(id) ?? null);
    }
    return details;
  }

  private fetchMerged(sortedIds: string[]): Promise<VideoDetails> {
    return this.merger.run(cacheKeys.videoBatch(sortedIds), {
      kind: 'videos',
      readFresh: async () => {
        const entries = await this.cache.getMany<VideoItem | null>(sortedIds.map(cacheKeys.video));
        if (!entries.every((entry) => entry && this.cache.isFresh(entry, Freshness.videoSeconds)))
          return undefined;
        return new Map(sortedIds.map((id, index) => [id, entries[index]?.value ?? null]));
      },
      fetchAndStore: () => this.fetchBatch(sortedIds),
    });
  }

  private async fetchBatch(ids: string[]): Promise<VideoDetails> {
    const list = await this.youtube.list(
      'videos',
      { part: 'snippet,contentDetails,statistics', id: ids.join(',') },
      VideoListShape,
    );
    const byId = new Map(list.items.map((video) => [video.id, video]));
    const details: VideoDetails = new Map(ids.map((id) => [id, byId.get(id) ?? null]));
    await this.cache.setMany(
      [...details].map(([id, video]) => ({ key: cacheKeys.video(id), value: video })),
      Freshness.videoSeconds,
    );
    return details;
  }
}
