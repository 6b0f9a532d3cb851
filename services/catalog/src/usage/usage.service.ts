import { Injectable } from '@nestjs/common';
import type { YouTubeUsage } from '@stillframe/contracts';
import { QuotaLedgerService } from '../quota/quota-ledger.service.js';

const iso = (at: number): string => new Date(at).toISOString();

/** Today's YouTube quota for the administrators' usage screen, from the ledger (all replicas). */
@Injectable()
export class UsageService {
  constructor(private readonly quota: QuotaLedgerService) {}

  async today(): Promise<YouTubeUsage> {
    const snapshot = await this.quota.snapshot();
    return {
      day: snapshot.day,
      resetsAt: iso(snapshot.resetsAt),
      counted: snapshot.counted,
      calls: snapshot.calls,
      buckets: snapshot.buckets.map((bucket) => ({
        ...bucket,
        runsOutAt: bucket.runsOutAt === null ? null : iso(bucket.runsOutAt),
      })),
    };
  }
}
