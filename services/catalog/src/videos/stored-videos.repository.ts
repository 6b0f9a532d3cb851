import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { RedisGuard } from '../cache/redis-guard.js';

/** A video's cached details as stored: when, and the JSON text of the details (`null` for an unknown id). */
export interface StoredVideo {
  storedAt: number;
  json: string;
}

const HEAD = '{"t":';
const VALUE = ',"v":';

/**
 * The cache's entry `{"t":<ms>,"v":<details>}` (cache.repository.ts writes it with JSON.stringify)
 * read without parsing it: the details were checked against YouTube's shape when they were stored,
 * so their text can go out as it is. Anything else is null, and the caller takes the parsing path.
 */
export function peekStoredVideo(raw: string | null): StoredVideo | null {
  if (raw === null || !raw.startsWith(HEAD) || !raw.endsWith('}')) return null;
  const comma = raw.indexOf(VALUE, HEAD.length);
  if (comma < 0) return null;
  const storedAt = Number(raw.slice(HEAD.length, comma));
  const json = raw.slice(comma + VALUE.length, -1);
  return Number.isFinite(storedAt) && json.length > 0 ? { storedAt, json } : null;
}

/** The cached video details as text, for answers made of the stored bytes. */
@Injectable()
export class StoredVideosRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly guard: RedisGuard,
  ) {}

  async read(ids: string[]): Promise<Array<StoredVideo | null>> {
    if (!this.config.CACHE_ENABLED || ids.length === 0) return ids.map(() => null);
    const raws = await this.guard.run(
      'cache mget',
      () => this.redis.mget(ids.map(cacheKeys.video)),
      ids.map(() => null),
    );
    return raws.map(peekStoredVideo);
  }
}
