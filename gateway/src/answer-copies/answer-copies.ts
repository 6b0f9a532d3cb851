import type { SessionRecord } from '@stillframe/contracts';

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
 * What a shareable answer can depend on: the path and query as sent, and the caller's search defaults
 * (a search without `order` takes the user's own).
 */
export function answerCopyKey(url: string, session: SessionRecord | null): string {
  const defaults = session?.searchDefaults;
  return defaults ? `${url}\n${defaults.order}\n${defaults.duration}` : url;
}

/**
 * Answers a service declared the same for every caller (`x-stillframe-shareable-for`), kept in this
 * process for as long as the service said they stay fresh and at most `maxSeconds`, within
 * `maxBytes` in all. The oldest copies go first when room is needed; an expired one is dropped when
 * it is next asked for or pushed out (docs/decisions/0025-gateway-answer-copies.md).
 */
export class AnswerCopies {
  private readonly copies = new Map<string, AnswerCopy>();
  private bytes = 0;

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
    if (!copy) return undefined;
    if (copy.until > this.now()) return copy;
    this.drop(key, copy);
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
