import { Inject, Injectable } from '@nestjs/common';
import { Freshness, Limits, VideoListResponseSchema } from '@stillframe/contracts';
import type { JsonAnswer, Logger, StoredAnswerLookup } from '@stillframe/server-kit';
import { AnswerCache } from '../cache/answer-cache.service.js';
import { CacheRepository, type CacheEntry } from '../cache/cache.repository.js';
import { servesStale } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { RequestMerger } from '../cache/request-merger.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { VideoListShape, type VideoItem } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';
import { chunks } from '../youtube/id-batches.js';

/** Each video id maps to its details, or to null when YouTube does not know it (deleted, private, mistyped). */
type VideoDetails = Map<string, VideoItem | null>;

/** Details and when the oldest of them was fetched; null when any was served stale. */
interface VideoLookup {
  details: VideoDetails;
  storedAt: number | null;
}

const oldest = (entries: Array<CacheEntry<unknown> | null>, start: number): number =>
  entries.reduce((min, entry) => Math.min(min, entry?.storedAt ?? min), start);

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
    private readonly answers: AnswerCache,
  ) {}

  /** The videos endpoint: known videos in the order asked, unknown ids left out; a repeated call is sent as first built. */
  byIds(ids: string[]): Promise<JsonAnswer> {
    return this.answers.serve(this.answerRequest(ids));
  }

  private answerRequest(ids: string[]) {
    const unique = [...new Set(ids)];
    return {
      ...videoAnswerLookup(ids),
      schema: VideoListResponseSchema,
      build: async () => {
        const { details, storedAt } = await this.lookup(unique);
        const items = unique.flatMap((id) => details.get(id) ?? []);
        const value = {
          kind: 'youtube#videoListResponse',
          items,
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        };
        return { value, storedAt };
      },
    };
  }

  /** One video's details from the shared cache (fetched when missing), or undefined when it does not exist. */
  async one(videoId: string): Promise<VideoItem | undefined> {
    return (await this.lookup([videoId])).details.get(videoId) ?? undefined;
  }

  /** Details to enrich a page with: a failure only costs the durations (docs/product.md, Texts that matter), so it is logged, not thrown. */
  async forEnrichment(ids: string[]): Promise<VideoDetails> {
    try {
      return (await this.lookup([...new Set(ids)])).details;
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), ids: ids.length },
        'could not add durations',
      );
      return new Map();
    }
  }

  private async lookup(ids: string[]): Promise<VideoLookup> {
    const entries = await this.cache.getMany<VideoItem | null>(ids.map(cacheKeys.video));
    const details: VideoDetails = new Map();
    const freshEntries: Array<CacheEntry<unknown>> = [];
    const stale: VideoDetails = new Map();
    const missing: string[] = [];
    ids.forEach((id, index) => {
      const entry = entries[index] ?? null;
      if (entry && this.cache.isFresh(entry, Freshness.videoSeconds)) {
        details.set(id, entry.value);
        freshEntries.push(entry);
      } else {
        missing.push(id);
        if (entry) stale.set(id, entry.value);
      }
    });
    this.metrics.cacheLookup('video', 'fresh', ids.length - missing.length);
    this.metrics.cacheLookup('video', 'stale', stale.size);
    this.metrics.cacheLookup('video', 'miss', missing.length - stale.size);
    let storedAt = oldest(freshEntries, Infinity);
    if (missing.length === 0) return { details, storedAt };
    try {
      const fetched = await Promise.all(
        chunks([...missing].sort(), Limits.maxVideoIdsPerCall).map((batch) => this.fetchMerged(batch)),
      );
      for (const batch of fetched) {
        for (const [id, video] of batch.details) details.set(id, video);
        storedAt = Math.min(storedAt, batch.storedAt ?? storedAt);
      }
    } catch (error) {
      if (!servesStale(error) || missing.some((id) => !stale.has(id))) throw error;
      this.metrics.staleServed('video');
      for (const id of missing) details.set(id, stale.get(id) ?? null);
      return { details, storedAt: null };
    }
    return { details, storedAt };
  }

  private fetchMerged(sortedIds: string[]): Promise<VideoLookup> {
    return this.merger.run(cacheKeys.videoBatch(sortedIds), {
      kind: 'videos',
      readFresh: async () => {
        const entries = await this.cache.getMany<VideoItem | null>(sortedIds.map(cacheKeys.video));
        if (!entries.every((entry) => entry && this.cache.isFresh(entry, Freshness.videoSeconds)))
          return undefined;
        const details = new Map(sortedIds.map((id, index) => [id, entries[index]?.value ?? null]));
        return { details, storedAt: oldest(entries, Infinity) };
      },
      fetchAndStore: () => this.fetchBatch(sortedIds),
    });
  }

  private async fetchBatch(ids: string[]): Promise<VideoLookup> {
    const list = await this.youtube.list(
      'videos',
      { part: 'snippet,contentDetails,statistics', id: ids.join(',') },
      VideoListShape,
    );
    const byId = new Map(list.items.map((video) => [video.id, video]));
    const details: VideoDetails = new Map(ids.map((id) => [id, byId.get(id) ?? null]));
    const storedAt = await this.cache.setMany(
      [...details].map(([id, video]) => ({ key: cacheKeys.video(id), value: video })),
      Freshness.videoSeconds,
    );
    return { details, storedAt };
  }
}

/** Where a video details answer is stored: what the answer lane reads, without building anything. */
export function videoAnswerLookup(ids: string[]): StoredAnswerLookup {
  const unique = [...new Set(ids)];
  return {
    kind: 'video',
    hits: unique.length,
    key: cacheKeys.videoList(unique),
    freshSeconds: Freshness.videoSeconds,
  };
}
