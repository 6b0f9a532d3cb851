import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { RedisGuard } from './redis-guard.js';

/** A cached upstream answer and when it was stored; it stays readable past its freshness, to be served stale. */
export interface CacheEntry<T> {
  storedAt: number;
  value: T;
}

interface StoredEntry {
  t: number;
  v: unknown;
}

/** The response cache in Redis. Every call degrades to a miss (or a no-op) when Redis is unavailable. */
@Injectable()
export class CacheRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly guard: RedisGuard,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string): Promise<CacheEntry<T> | null> {
    if (!this.config.CACHE_ENABLED) return null;
    const raw = await this.guard.run('cache get', () => this.redis.get(key), null);
    return decode<T>(raw);
  }

  async getMany<T>(keys: string[]): Promise<Array<CacheEntry<T> | null>> {
    if (!this.config.CACHE_ENABLED || keys.length === 0) return keys.map(() => null);
    const raws = await this.guard.run(
      'cache mget',
      () => this.redis.mget(keys),
      keys.map(() => null),
    );
    return raws.map((raw) => decode<T>(raw));
  }

  /** Stores values fresh for `freshSeconds`; Redis keeps them for the stale window beyond that. Returns when they were stored. */
  async setMany(entries: Array<{ key: string; value: unknown }>, freshSeconds: number): Promise<number> {
    const storedAt = this.clock.now();
    if (!this.config.CACHE_ENABLED || entries.length === 0) return storedAt;
    const ttl = freshSeconds + this.config.CACHE_STALE_SECONDS;
    await this.guard.run(
      'cache set',
      () => {
        const pipeline = this.redis.multi();
        for (const { key, value } of entries)
          pipeline.set(key, JSON.stringify({ t: storedAt, v: value } satisfies StoredEntry), 'EX', ttl);
        return pipeline.exec();
      },
      null,
    );
    return storedAt;
  }

  set(key: string, value: unknown, freshSeconds: number): Promise<number> {
    return this.setMany([{ key, value }], freshSeconds);
  }

  isFresh(entry: CacheEntry<unknown> | null, freshSeconds: number): boolean {
    return entry !== null && this.clock.now() - entry.storedAt < freshSeconds * 1000;
  }
}

function decode<T>(raw: string | null): CacheEntry<T> | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as StoredEntry;
    return typeof stored.t === 'number' && 'v' in stored
      ? { storedAt: stored.t, value: stored.v as T }
      : null;
  } catch {
    return null;
  }
}
