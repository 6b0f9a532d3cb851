import type { SessionRecord } from '@stillframe/contracts';
import { BoundedMap, type BoundedMapStats } from '@stillframe/server-kit';

/** The most sessions one replica keeps; past it the least recently used goes (it is still in Redis). */
const MAX_SESSIONS = 50_000;

/**
 * Sessions this replica has read, by session id and by user (a broadcast names the user). Each is
 * kept for `ttlMs` at most, and never past the session's own end in Redis.
 */
export class SessionCache {
  private readonly sessions: BoundedMap<string, SessionRecord>;
  /** Every id here is held in `sessions`: a session the map drops on its own leaves the index too. */
  private readonly byUser = new Map<string, Set<string>>();
  /** Moves on at every drop, so that a read that overlapped one is not kept. */
  generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    options: { maxSessions?: number; now?: () => number } = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.sessions = new BoundedMap({
      maxEntries: options.maxSessions ?? MAX_SESSIONS,
      now: this.now,
      onEvict: (sessionId, record) => this.unindex(sessionId, record.userId),
    });
  }

  get(sessionId: string): SessionRecord | undefined {
    return this.sessions.get(sessionId);
  }

  hold(sessionId: string, record: SessionRecord, sessionEnds: number): void {
    const ttlMs = Math.min(this.ttlMs, sessionEnds - this.now());
    if (ttlMs <= 0) return;
    this.sessions.set(sessionId, record, ttlMs);
    const ids = this.byUser.get(record.userId) ?? new Set<string>();
    ids.add(sessionId);
    this.byUser.set(record.userId, ids);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const sessionId of this.byUser.get(userId) ?? []) this.sessions.delete(sessionId);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.byUser.clear();
  }

  /** Sessions held, and reads answered from them or not (for the tests and the figures). */
  get stats(): BoundedMapStats & { held: number; users: number } {
    return { ...this.sessions.stats, held: this.sessions.size, users: this.byUser.size };
  }

  private unindex(sessionId: string, userId: string): void {
    const ids = this.byUser.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
