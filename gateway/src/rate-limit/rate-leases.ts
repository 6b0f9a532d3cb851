import { BoundedMap } from '@stillframe/server-kit';

/**
 * The most clients whose leases one replica keeps in a window; past it the least recently seen client's
 * lease goes, and its unused counts go back to Redis.
 */
const MAX_CLIENTS = 100_000;
/** The most counts one reservation takes, and the share of what is left below the last tenth. */
const MAX_LEASE = 64;
const LEASE_SHARE = 8;

/** What this replica holds of one client's counts in one window. */
export interface Lease {
  window: number;
  /** The highest count Redis has answered in this window. */
  known: number;
  /** Counts reserved in Redis and not used by a call yet. */
  leased: number;
  /** When a call last took from the lease (ms). */
  lastUse: number;
}

/** Leased counts taken back from this replica, to be given back to Redis. */
export interface Unused {
  key: string;
  window: number;
  count: number;
}

/**
 * Counts of each client's rate-limit window reserved in Redis a few at a time, so that most calls are
 * admitted without a round trip. Every admitted call holds a count Redis handed out within the limit,
 * so no number of replicas ever admits more than the limit (docs/decisions/0026-rate-limit-leases.md).
 */
export class RateLeases {
  private window = -1;
  private readonly leases: BoundedMap<string, Lease>;
  private readonly now: () => number;

  constructor(
    options: {
      now?: () => number;
      maxClients?: number;
      /** Unused counts of a lease pushed out for room: they go back to Redis. */
      onPushedOut?: (unused: Unused) => void;
    } = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    const { onPushedOut } = options;
    this.leases = new BoundedMap<string, Lease>({
      maxEntries: options.maxClients ?? MAX_CLIENTS,
      onEvict: (key, lease) => {
        if (lease.leased > 0 && lease.window === this.window)
          onPushedOut?.({ key, window: lease.window, count: lease.leased });
        lease.leased = 0;
      },
    });
  }

  /**
   * The lease of `key` in `window`; a later window starts from nothing (what was leased in an ended window
   * is worth nothing to anyone).
   */
  of(key: string, window: number): Lease {
    if (window > this.window) {
      this.window = window;
      this.leases.clear();
    }
    let lease = this.leases.get(key);
    if (!lease || lease.window !== window) {
      lease = { window, known: 0, leased: 0, lastUse: this.now() };
      this.leases.set(key, lease);
    }
    return lease;
  }

  /** One call admitted from the lease, without Redis; false when the lease is empty. */
  take(lease: Lease): boolean {
    if (lease.leased <= 0) return false;
    lease.leased -= 1;
    lease.lastUse = this.now();
    return true;
  }

  /**
   * How many counts to reserve: an eighth of what is left below the last tenth of the limit, at most
   * 64; one (each call asks Redis, as without leases) once that is less than two.
   */
  static sizeFor(limit: number, known: number): number {
    const headroom = limit - margin(limit) - known;
    return Math.max(1, Math.min(MAX_LEASE, Math.floor(headroom / LEASE_SHARE)));
  }

  /**
   * Redis counted `size` more, up to `count`: those within the limit are this replica's, for the calls
   * that waited for them to take. False when none is within the limit (those calls are refused).
   */
  granted(lease: Lease, count: number, size: number, limit: number): boolean {
    lease.known = Math.max(lease.known, count);
    const usable = Math.min(size, limit - (count - size));
    if (usable <= 0) return false;
    lease.leased += usable;
    lease.lastUse = this.now();
    return true;
  }

  /** Leased counts of the current window unused for `idleMs`, taken back (another replica may need them). */
  takeBackIdle(idleMs: number): Unused[] {
    const unused: Unused[] = [];
    const before = this.now() - idleMs;
    for (const [key, lease] of this.leases.usable())
      if (lease.leased > 0 && lease.lastUse <= before && lease.window === this.window) {
        unused.push({ key, window: lease.window, count: lease.leased });
        lease.leased = 0;
      }
    return unused;
  }
}

/** The last tenth of a limit (at least one call), where every reservation is a single call. */
const margin = (limit: number): number => Math.max(1, Math.ceil(limit / 10));
