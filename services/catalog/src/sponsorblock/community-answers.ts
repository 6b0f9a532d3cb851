import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { CacheRepository, type CacheEntry } from '../cache/cache.repository.js';
import { RequestMerger } from '../cache/request-merger.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';

/** Bump when the shape of a cached value changes, so that a deploy never reads the old one. */
const PREFIX = 'catalog:v1';

/** What the community said about one video: something, nothing, or the service could not be asked. */
export type CommunityOutcome = 'found' | 'none' | 'failed';

export interface CommunityAnswer<T> {
  outcome: CommunityOutcome;
  value: T;
  /** An older answer kept when asking again failed: used as long as a failure would be. */
  kept?: true;
}

/**
 * How long each kind of answer is used before asking again: the community votes all day, so what was
 * found is good for an hour; "nothing yet" changes sooner on a new video; a failure is retried after a
 * minute, so an outage is not remembered past its end and a failing service is not asked by every visit.
 */
export const CommunityFreshSeconds: Record<CommunityOutcome, number> = {
  found: 60 * 60,
  none: 30 * 60,
  failed: 60,
};

const freshSecondsOf = (answer: CommunityAnswer<unknown>): number =>
  answer.kept
    ? CommunityFreshSeconds.failed
    : (CommunityFreshSeconds[answer.outcome] ?? CommunityFreshSeconds.failed);

export const communityKeys = {
  segments: (videoId: string) => `${PREFIX}:sponsor-segments:${videoId}`,
  branding: (videoId: string) => `${PREFIX}:dearrow-branding:${videoId}`,
};

export interface CommunityLookup<T> {
  /** Metrics label: `sponsor-segments` or `dearrow-branding`. */
  kind: string;
  key: string;
  /** Asks upstream; must not throw: a failure is the answer `failed`. */
  fetch(): Promise<CommunityAnswer<T>>;
}

/**
 * SponsorBlock and DeArrow answers cached in Redis and shared by every user: a fresh cached answer; else
 * one merged upstream call whose answer (found, none or failed) is cached for its own time; when that
 * call fails, the older answer if there is one (stale beats nothing).
 */
@Injectable()
export class CommunityAnswers {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly cache: CacheRepository,
    private readonly merger: RequestMerger,
    private readonly metrics: CatalogMetrics,
  ) {}

  /** The cached entries of these keys (for `resolve`), and the value of each one still fresh. */
  async readMany<T>(
    kind: string,
    keys: string[],
  ): Promise<Array<{ entry: CacheEntry<CommunityAnswer<T>> | null; fresh?: T }>> {
    const entries = await this.cache.getMany<CommunityAnswer<T>>(keys);
    return entries.map((entry) => {
      const fresh = this.isFresh(entry);
      this.metrics.cacheLookup(kind, fresh ? 'fresh' : entry ? 'stale' : 'miss');
      return fresh ? { entry, fresh: entry!.value.value } : { entry };
    });
  }

  /** The answer of one lookup; `known` is its cache entry when the caller has read (and counted) it already. */
  async resolve<T>(lookup: CommunityLookup<T>, known?: CacheEntry<CommunityAnswer<T>> | null): Promise<T> {
    const { kind, key } = lookup;
    const entry = known === undefined ? await this.cache.get<CommunityAnswer<T>>(key) : known;
    if (known === undefined) {
      if (this.isFresh(entry)) {
        this.metrics.cacheLookup(kind, 'fresh');
        return entry!.value.value;
      }
      this.metrics.cacheLookup(kind, entry ? 'stale' : 'miss');
    }
    const answer = await this.merger.run<CommunityAnswer<T>>(key, {
      kind,
      readFresh: async () => {
        const latest = await this.cache.get<CommunityAnswer<T>>(key);
        return this.isFresh(latest) ? latest!.value : undefined;
      },
      fetchAndStore: async () => {
        const fetched = await lookup.fetch();
        const keep = fetched.outcome === 'failed' && entry && entry.value.outcome !== 'failed';
        const stored: CommunityAnswer<T> = keep ? { ...entry.value, kept: true } : fetched;
        if (keep) {
          this.metrics.staleServed(kind);
          this.logger.info({ kind }, 'kept an older community answer while the service fails');
        }
        await this.cache.set(key, stored, freshSecondsOf(stored));
        return stored;
      },
    });
    return answer.value;
  }

  private isFresh(entry: CacheEntry<CommunityAnswer<unknown>> | null): boolean {
    return entry !== null && this.cache.isFresh(entry, freshSecondsOf(entry.value));
  }
}
