import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SingleFlight } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { RedisGuard } from './redis-guard.js';

/** A final answer as stored: when its data was fetched, and the JSON bytes to send. */
export interface StoredAnswer {
  storedAt: number;
  bytes: Buffer;
}

/** The time the data was fetched, as a float64 before the bytes: a hit is read without parsing anything. */
const HEADER_BYTES = 8;

/** Final answers in Redis, as the bytes sent. Every call degrades to a miss (or a no-op) when Redis is unavailable. */
@Injectable()
export class AnswerCacheRepository {
  private readonly reading = new SingleFlight<string, StoredAnswer | null>();

  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly guard: RedisGuard,
  ) {}

  /**
   * Calls asking for the same answer while a read of it is on its way share that read: under load,
   * one round trip to Redis serves every call that arrived during it. Answers never change while
   * fresh, so a shared read gives each call exactly what its own would have.
   */
  get(key: string): Promise<StoredAnswer | null> {
    if (!this.config.CACHE_ENABLED) return Promise.resolve(null);
    return this.reading.run(key, () => this.read(key));
  }

  private async read(key: string): Promise<StoredAnswer | null> {
    const raw = await this.guard.run('answer get', () => this.redis.getBuffer(key), null);
    if (!raw || raw.length <= HEADER_BYTES) return null;
    return { storedAt: raw.readDoubleBE(0), bytes: raw.subarray(HEADER_BYTES) };
  }

  /**
   * Kept only while it is fresh: past that the answer is rebuilt (and served stale by the entry cache if
   * need be). True when it was stored.
   */
  async set(key: string, answer: StoredAnswer, ttlSeconds: number): Promise<boolean> {
    if (!this.config.CACHE_ENABLED || ttlSeconds < 1) return false;
    const header = Buffer.allocUnsafe(HEADER_BYTES);
    header.writeDoubleBE(answer.storedAt, 0);
    const stored = await this.guard.run(
      'answer set',
      () => this.redis.set(key, Buffer.concat([header, answer.bytes]), 'EX', Math.ceil(ttlSeconds)),
      null,
    );
    return stored === 'OK';
  }
}
