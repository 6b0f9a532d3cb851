import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { Logger } from '@stillframe/server-kit';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { Clock } from '../clock/clock.js';
import { UpstreamUnreachable } from '../http/upstream-http.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { QuotaGate, RememberedFailure, type Reservation } from '../quota/quota-gate.service.js';
import { QuotaLedgerService } from '../quota/quota-ledger.service.js';
import { quotaExceeded } from '../quota/quota-refusals.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { YouTubeApiRepository } from './youtube-api.repository.js';
import { YouTubeFailure, type YouTubeFailureKind } from './youtube-failure.js';
import { toAppException, upstreamTimeout, upstreamUnavailable } from './youtube-errors.js';

/** Failures the same call would meet again: remembered, so that repeating one costs nothing. */
const REPEATABLE: ReadonlySet<YouTubeFailureKind> = new Set(['notFound', 'badPageToken', 'invalid']);

/**
 * The one way to YouTube: refuses at once while the method's quota bucket is spent, has the gate reserve
 * the call's units (bucket limit, the caller's budget) before it leaves, gives back what a call did not
 * cost, remembers failures that would repeat, marks the bucket spent when the platform says so, checks the
 * answer's shape and turns every failure into the API's error body.
 */
@Injectable()
export class YouTubeUpstream {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly api: YouTubeApiRepository,
    private readonly quota: QuotaLedgerService,
    private readonly gate: QuotaGate,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  async list<S extends z.ZodType>(
    method: YouTubeMethod,
    params: Record<string, string>,
    shape: S,
  ): Promise<z.infer<S>> {
    const bucket = this.quota.bucketOf(method);
    const spentUntil = this.quota.locallyExhaustedUntil(bucket);
    if (spentUntil !== null) {
      this.metrics.upstreamCall('youtube', method, 'skipped_quota');
      throw quotaExceeded(spentUntil, this.clock.now());
    }
    let reservation: Reservation;
    try {
      reservation = await this.gate.admit(method, params);
    } catch (error) {
      if (error instanceof RememberedFailure) throw toAppException(parseFailure(error.failure));
      throw error;
    }
    const body = await this.call(method, params, bucket, reservation);
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
    reservation: Reservation,
  ): Promise<unknown> {
    try {
      const body = await this.api.list(method, params);
      this.metrics.upstreamCall('youtube', method, 'ok');
      return body;
    } catch (error) {
      if (error instanceof UpstreamUnreachable) {
        this.metrics.upstreamCall('youtube', method, error.kind);
        this.logger.warn({ method, failure: error.kind }, 'YouTube unreachable');
        // A call that timed out may have reached YouTube and been charged: only a refused connection is given back.
        if (error.kind === 'network') await this.gate.notMade(reservation);
        throw error.kind === 'timeout' ? upstreamTimeout() : upstreamUnavailable();
      }
      if (!(error instanceof YouTubeFailure)) throw error;
      this.metrics.upstreamCall('youtube', method, error.kind);
      if (error.kind === 'quota') {
        await this.gate.refusedForQuota(reservation);
        throw quotaExceeded(await this.quota.markExhausted(bucket), this.clock.now());
      }
      if (REPEATABLE.has(error.kind)) await this.gate.remember(reservation, serialiseFailure(error));
      const level = error.kind === 'rejected' || error.kind === 'invalid' ? 'error' : 'warn';
      this.logger[level]({ method, status: error.status, reason: error.reason }, 'YouTube refused a call');
      throw toAppException(error);
    }
  }
}

const serialiseFailure = (failure: YouTubeFailure): string =>
  JSON.stringify({ kind: failure.kind, status: failure.status, reason: failure.reason });

function parseFailure(stored: string): YouTubeFailure {
  try {
    const { kind, status, reason } = JSON.parse(stored) as { kind: string; status: number; reason: string };
    if (REPEATABLE.has(kind as YouTubeFailureKind))
      return new YouTubeFailure(kind as YouTubeFailureKind, Number(status), String(reason));
  } catch {
    // An entry of an older shape: answered as YouTube's own "invalid" below.
  }
  return new YouTubeFailure('invalid', 400, 'remembered');
}
