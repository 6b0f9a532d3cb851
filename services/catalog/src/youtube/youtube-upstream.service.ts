import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { Logger } from '@stillframe/server-kit';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { AnonymousBudgetService } from './anonymous-budget.service.js';
import { Clock } from '../clock/clock.js';
import { UpstreamUnreachable } from '../http/upstream-http.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { QuotaLedgerService } from '../quota/quota-ledger.service.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { YouTubeApiRepository } from './youtube-api.repository.js';
import { YouTubeFailure } from './youtube-failure.js';
import { quotaExceeded, toAppException, upstreamTimeout, upstreamUnavailable } from './youtube-errors.js';

/**
 * The one way to YouTube: refuses at once while the method's quota bucket is spent (or, for an anonymous
 * caller, their budget or share of it), counts every call in
 * the quota ledger, marks the bucket spent when the platform says so, checks the answer's shape and turns
 * every failure into the API's error body.
 */
@Injectable()
export class YouTubeUpstream {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly api: YouTubeApiRepository,
    private readonly quota: QuotaLedgerService,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
    private readonly anonymous: AnonymousBudgetService,
  ) {}

  async list<S extends z.ZodType>(
    method: YouTubeMethod,
    params: Record<string, string>,
    shape: S,
  ): Promise<z.infer<S>> {
    const bucket = this.quota.bucketOf(method);
    const spentUntil = await this.quota.exhaustedUntil(bucket);
    if (spentUntil !== null) {
      this.metrics.upstreamCall('youtube', method, 'skipped_quota');
      throw quotaExceeded(spentUntil, this.clock.now());
    }
    await this.anonymous.admitYouTube(method);
    const body = await this.call(method, params, bucket);
    const parsed = shape.safeParse(body);
    if (parsed.success) return parsed.data;
    this.logger.error(
      { method, issues: parsed.error.issues.slice(0, 3) },
      'YouTube answered an unexpected shape',
    );
    throw upstreamUnavailable();
  }

  private async call(
    method: YouTubeMethod,
    params: Record<string, string>,
    bucket: string,
  ): Promise<unknown> {
    try {
      const body = await this.api.list(method, params);
      this.metrics.upstreamCall('youtube', method, 'ok');
      await this.quota.charge(method, false, this.anonymous.isAnonymous());
      return body;
    } catch (error) {
      if (error instanceof UpstreamUnreachable) {
        this.metrics.upstreamCall('youtube', method, error.kind);
        this.logger.warn({ method, failure: error.kind }, 'YouTube unreachable');
        throw error.kind === 'timeout' ? upstreamTimeout() : upstreamUnavailable();
      }
      if (!(error instanceof YouTubeFailure)) throw error;
      this.metrics.upstreamCall('youtube', method, error.kind);
      await this.quota.charge(method, error.kind === 'quota', this.anonymous.isAnonymous());
      if (error.kind === 'quota')
        throw quotaExceeded(await this.quota.markExhausted(bucket), this.clock.now());
      const level = error.kind === 'rejected' || error.kind === 'invalid' ? 'error' : 'warn';
      this.logger[level]({ method, status: error.status, reason: error.reason }, 'YouTube refused a call');
      throw toAppException(error);
    }
  }
}
