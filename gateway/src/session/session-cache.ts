import type { SessionRecord } from '@stillframe/contracts';

/** Beyond this many sessions in memory the copies are dropped (they come back from Redis). */
const MAX_SESSIONS = 50_000;

interface Held {
  record: SessionRecord;
  until: number;
}

/**
 * Sessions this replica has read, by session id and by user (a broadcast names the user). Each is
 * kept for `ttlMs` at most, and never past the session's own end in Redis.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Held>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Moves on at every drop, so that a read that overlapped one is not kept. */
  generation = 0;

  constructor(private readonly ttlMs: number) {}

  get(sessionId: string): SessionRecord | undefined {
    const held = this.sessions.get(sessionId);
    if (!held) return undefined;
    if (held.until > Date.now()) return held.record;
    this.forget(sessionId, held.record.userId);
    return undefined;
  }

  hold(sessionId: string, record: SessionRecord, sessionEnds: number): void {
    if (this.ttlMs <= 0) return;
    if (this.sessions.size >= MAX_SESSIONS) this.clear();
    this.sessions.set(sessionId, { record, until: Math.min(Date.now() + this.ttlMs, sessionEnds) });
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

  private forget(sessionId: string, userId: string): void {
    this.sessions.delete(sessionId);
    const ids = this.byUser.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
