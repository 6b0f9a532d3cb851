import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '@stillframe/server-kit';
import { cacheKeys } from '../cache/cache-keys.js';
import { CallerContext } from '../caller/caller-context.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { nextPacificMidnight, pacificDay } from './pacific-day.js';
import { QuotaGateRepository, type ReservationAsk, type ReservationKeys } from './quota-gate.repository.js';
import { QuotaLedgerService } from './quota-ledger.service.js';
import {
  accountBudgetSpent,
  addressBudgetSpent,
  anonymousShareSpent,
  ledgerUnavailable,
  quotaExceeded,
} from './quota-refusals.js';

/** A day's figures are kept a little past their day, for a look back after midnight. */
const DAY_RETENTION_SECONDS = 3 * 24 * 60 * 60;
/** Minute counters outlive the hour the rate is read over. */
const MINUTE_RETENTION_SECONDS = 2 * 60 * 60;

/** Units counted for a call before it leaves; settled once its answer is known. */
export interface Reservation {
  keys: ReservationKeys;
  ask: ReservationAsk;
}

/** A refusal the gate found remembered for this very call: the caller turns it back into its error. */
export class RememberedFailure extends Error {
  constructor(readonly failure: string) {
    super('remembered YouTube failure');
  }
}

/** Whose a call is, for the budgets: an account (with its plan), an anonymous visitor, or nobody's work. */
type Spender =
  | { kind: 'account'; userId: string; plan: 'pro' | 'free' | 'admin' }
  | { kind: 'anonymous'; address: string }
  | { kind: 'nobody' };

function spenderOf(caller: Caller | null): Spender {
  if (!caller) return { kind: 'nobody' };
  if (caller.sub === null) return { kind: 'anonymous', address: caller.ip };
  // A signed-in caller without a plan claim (an older gateway) gets the smaller budget.
  return { kind: 'account', userId: caller.sub, plan: caller.adm ? 'admin' : (caller.pln ?? 'free') };
}

/** The plan label of the units metric: anonymous visitors and the catalog's own work have none. */
const planOf = (spender: Spender): string =>
  spender.kind === 'account' ? spender.plan : spender.kind === 'anonymous' ? 'anonymous' : 'none';

/**
 * The ledger as the gate (docs/decisions/0027-quota-budgets.md): every upstream call reserves its units
 * before it leaves, against the bucket's daily limit, the caller's own budget (an account's share by plan,
 * or the anonymous share and the address's window), in one atomic step in Redis. While Redis cannot count,
 * no call leaves (the cache, read apart, keeps serving). Only misses come here: a cache hit is free.
 */
@Injectable()
export class QuotaGate {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly callers: CallerContext,
    private readonly gate: QuotaGateRepository,
    private readonly ledger: QuotaLedgerService,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  /** Counts the call or throws the refusal; a remembered failure is thrown as RememberedFailure. */
  async admit(method: YouTubeMethod, params: Record<string, string>): Promise<Reservation> {
    const { bucket, units } = this.config.YOUTUBE_QUOTA_COSTS.methods[method];
    const now = this.clock.now();
    const spender = spenderOf(this.callers.current());
    const reservation = this.reservationFor(method, params, spender, now);
    const answer = await this.gate.reserve(reservation.keys, reservation.ask);
    if (answer.outcome === 'ok') {
      this.metrics.quotaSpent(bucket, planOf(spender), units);
      return reservation;
    }
    this.metrics.upstreamCall('youtube', method, `skipped_${answer.outcome}`);
    const reset = nextPacificMidnight(now);
    switch (answer.outcome) {
      case 'failed':
        throw new RememberedFailure(answer.failure);
      case 'exhausted':
        this.ledger.knowExhausted(bucket, answer.until);
        throw quotaExceeded(answer.until, now);
      case 'limit':
        throw quotaExceeded(reset, now);
      case 'anonymous':
        throw anonymousShareSpent(reset, now);
      case 'address':
        throw addressBudgetSpent(this.windowEnd(now), now);
      case 'account':
        throw accountBudgetSpent(reset, now);
      case 'unreadable':
        throw ledgerUnavailable();
      default: {
        const unknown: never = answer;
        throw new Error(`Unknown reservation answer ${JSON.stringify(unknown)} for ${units} units`);
      }
    }
  }

  /** YouTube refused the call for quota: it cost no units. */
  refusedForQuota(reservation: Reservation): Promise<void> {
    return this.gate.giveBack(reservation.keys, reservation.ask, { call: false });
  }

  /** The call never reached YouTube (no connection): neither the call nor its units count. */
  notMade(reservation: Reservation): Promise<void> {
    return this.gate.giveBack(reservation.keys, reservation.ask, { call: true });
  }

  /** The same call would fail again: its repeats are answered without YouTube for a while. */
  remember(reservation: Reservation, failure: string): Promise<void> {
    return this.gate.rememberFailure(
      reservation.keys.failure,
      failure,
      this.config.YOUTUBE_FAILURE_MEMORY_SECONDS,
    );
  }

  private reservationFor(
    method: YouTubeMethod,
    params: Record<string, string>,
    spender: Spender,
    now: number,
  ): Reservation {
    const { bucket, units } = this.config.YOUTUBE_QUOTA_COSTS.methods[method];
    const day = pacificDay(now);
    const address = spender.kind === 'anonymous' ? spender.address : '';
    const keys: ReservationKeys = {
      day: cacheKeys.quotaDay(day),
      exhausted: cacheKeys.quotaExhausted(bucket),
      failure: cacheKeys.youtubeFailure(method, params),
      accountUnits: cacheKeys.quotaAccounts(day, bucket),
      accountPlans: cacheKeys.quotaPlans(day),
      minute: cacheKeys.quotaMinute(bucket, Math.floor(now / 60_000)),
      address: cacheKeys.anonymousBudget(address, Math.floor(now / this.windowMs())),
    };
    const ask: ReservationAsk = {
      bucket,
      method,
      units,
      limit: this.config.YOUTUBE_QUOTA_COSTS.buckets[bucket] ?? 0,
      anonymousShare: spender.kind === 'anonymous' ? this.ledger.anonymousShare(bucket) : null,
      addressCalls: this.config.ANONYMOUS_UPSTREAM_CALLS,
      addressWindowSeconds: this.config.ANONYMOUS_UPSTREAM_WINDOW_SECONDS,
      userId: spender.kind === 'account' ? spender.userId : null,
      accountBudget: spender.kind === 'account' ? this.ledger.accountBudget(bucket, spender.plan) : null,
      plan: spender.kind === 'account' ? spender.plan : '',
      dayRetentionSeconds: DAY_RETENTION_SECONDS,
      minuteRetentionSeconds: MINUTE_RETENTION_SECONDS,
      now,
    };
    return { keys, ask };
  }

  private windowMs(): number {
    return this.config.ANONYMOUS_UPSTREAM_WINDOW_SECONDS * 1000;
  }

  private windowEnd(now: number): number {
    return (Math.floor(now / this.windowMs()) + 1) * this.windowMs();
  }
}
