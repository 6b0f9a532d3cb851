export type YouTubeMethod = 'search' | 'videos' | 'channels' | 'playlistItems';

/**
 * classic: one 10,000-unit daily pool, search.list costs 100 units (docs until early 2026).
 * granular: search.list has its own bucket of 100 calls/day at 1 unit each; everything
 * else shares the 10,000-unit pool (revision of 2026-06-01).
 */
export type QuotaModel = 'classic' | 'granular';

export interface QuotaOptions {
  model?: QuotaModel;
  /** Shared daily pool, default 10,000 units. */
  dailyUnits?: number;
  /** Granular model only: daily search.list calls, default 100. */
  dailySearches?: number;
}

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' });

/** Tracks spending per Pacific day; the real quota resets at midnight US Pacific. */
export class QuotaLedger {
  private readonly model: QuotaModel;
  private readonly dailyUnits: number;
  private readonly dailySearches: number;
  private day = pacificDay.format(new Date());
  private poolUnits = 0;
  private searchCalls = 0;
  private totalUnits = 0;
  forcedExhaustion = false;

  constructor(options: QuotaOptions = {}) {
    this.model = options.model ?? 'classic';
    this.dailyUnits = options.dailyUnits ?? 10_000;
    this.dailySearches = options.dailySearches ?? 100;
  }

  costOf(method: YouTubeMethod): number {
    return method === 'search' && this.model === 'classic' ? 100 : 1;
  }

  /** Charges the call, or returns false (charging nothing) when the quota is spent. */
  tryCharge(method: YouTubeMethod): boolean {
    this.rollOverAtPacificMidnight();
    if (this.forcedExhaustion) return false;
    const cost = this.costOf(method);
    const fromSearchBucket = method === 'search' && this.model === 'granular';
    if (
      fromSearchBucket ? this.searchCalls + 1 > this.dailySearches : this.poolUnits + cost > this.dailyUnits
    )
      return false;
    if (fromSearchBucket) this.searchCalls += 1;
    else this.poolUnits += cost;
    this.totalUnits += cost;
    return true;
  }

  unitsSpent(): number {
    return this.totalUnits;
  }

  reset(): void {
    this.poolUnits = 0;
    this.searchCalls = 0;
    this.totalUnits = 0;
    this.forcedExhaustion = false;
  }

  private rollOverAtPacificMidnight(): void {
    const today = pacificDay.format(new Date());
    if (today === this.day) return;
    this.day = today;
    this.poolUnits = 0;
    this.searchCalls = 0;
  }
}
