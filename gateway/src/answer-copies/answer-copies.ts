import type { RouteContract, SessionRecord } from '@stillframe/contracts';

/** A service's answer as the gateway keeps it: the headers that reach the browser and the bytes. */
export interface AnswerCopy {
  headers: Array<[string, string]>;
  body: Buffer;
  /** When it stops being used (ms since the epoch). */
  until: number;
}

/** What a copy takes of the room: its bytes and its key (a URL can be long). */
const weightOf = (key: string, body: Buffer): number => body.length + key.length;

/** A copy larger than this share of the room is not kept: a few large answers must not push out the many. */
const LARGEST_SHARE = 1 / 16;

/**
 * Where a call's answer is kept, from what its route declares in the contracts: the path and query as
 * sent, plus the caller's search defaults for a `searchDefaults` route (a search without `order` takes
 * the user's own). Null for a route not declared shareable, whose answer is the caller's own whatever
 * its service says.
 */
export function answerCopyKey(
  route: RouteContract,
  url: string,
  session: SessionRecord | null,
): string | null {
  if (route.method !== 'GET' || !route.shareable) return null;
  if (route.shareable === 'everyone') return url;
  const defaults = session?.searchDefaults;
  return defaults ? `${url}\n${defaults.order}\n${defaults.duration}` : url;
}

/** How the copies were used since the process started: for the tests now, the operators' metrics later. */
export interface AnswerCopyCounts {
  /** Calls answered from a fresh copy. */
  hits: number;
  /** Calls of a shareable route with no fresh copy (an expired one counts here). */
  misses: number;
  /** Answers kept. */
  kept: number;
}

/**
 * Answers of routes the contracts declare shareable, kept in this process for as long as the service said they stay fresh and at most `maxSeconds`, within
 * `maxBytes` in all. The oldest copies go first when room is needed; an expired one is dropped when
 * it is next asked for or pushed out (docs/decisions/0025-gateway-answer-copies.md).
 */
export class AnswerCopies {
  private readonly copies = new Map<string, AnswerCopy>();
  private bytes = 0;
  private readonly counted: AnswerCopyCounts = { hits: 0, misses: 0, kept: 0 };

  constructor(
    private readonly maxSeconds: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxSeconds > 0 && this.maxBytes > 0;
  }

  find(key: string): AnswerCopy | undefined {
    const copy = this.copies.get(key);
    if (copy && copy.until > this.now()) {
      this.counted.hits += 1;
      return copy;
    }
    this.counted.misses += 1;
    if (copy) this.drop(key, copy);
    return undefined;
  }

  keep(key: string, headers: Array<[string, string]>, body: Buffer, freshSeconds: number): void {
    const seconds = Math.min(freshSeconds, this.maxSeconds);
    if (!this.enabled || !(seconds > 0) || body.length > this.maxBytes * LARGEST_SHARE) return;
    const held = this.copies.get(key);
    if (held) this.drop(key, held);
    for (const [oldest, copy] of this.copies) {
      if (this.bytes + weightOf(key, body) <= this.maxBytes) break;
      this.drop(oldest, copy);
    }
    this.copies.set(key, { headers, body, until: this.now() + seconds * 1000 });
    this.bytes += weightOf(key, body);
    this.counted.kept += 1;
  }

  /** A snapshot of the hit counters. */
  get counts(): AnswerCopyCounts {
    return { ...this.counted };
  }

  /** Bytes held, for the tests and the figures. */
  get size(): { copies: number; bytes: number } {
    return { copies: this.copies.size, bytes: this.bytes };
  }

  private drop(key: string, copy: AnswerCopy): void {
    this.copies.delete(key);
    this.bytes -= weightOf(key, copy.body);
  }
}
