import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { UpstreamHttp } from '../http/upstream-http.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { classifyFailure } from './youtube-failure.js';

/**
 * The YouTube Data API v3 over HTTP (the real one, or the sandbox at the same wire format). The API key is
 * added here and only here; what is logged is the method and the parameters without it.
 */
@Injectable()
export class YouTubeApiRepository {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly http: UpstreamHttp,
  ) {}

  /** One list call; resolves with the JSON body of a 200, throws YouTubeFailure or UpstreamUnreachable. */
  async list(method: YouTubeMethod, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.config.YOUTUBE_API_BASE_URL}/${method}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.config.YOUTUBE_API_KEY);
    const started = performance.now();
    const answer = await this.http.get(url, {
      upstream: 'YouTube',
      method,
      timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
    });
    this.logger.debug(
      {
        upstream: 'youtube',
        method,
        params,
        status: answer.status,
        ms: Math.round(performance.now() - started),
      },
      'upstream call',
    );
    if (answer.status === 200 && answer.json) return answer.body;
    throw classifyFailure(answer.status, answer.json ? answer.body : null);
  }
}
