import type { WindowLimiter } from '../http/window-limiter.js';

export type PhotosEndpoint = 'random' | 'photo' | 'download';

export interface DownloadHit {
  photoId: string;
  /** The `ixid` the client kept from links.download_location (null if it dropped the query). */
  ixid: string | null;
  accessKey: string;
}

/** Test hooks; also reachable over HTTP under /__control/photos/. */
export interface PhotosSandboxControl {
  /** API requests received (any outcome), per endpoint or all. Image fetches are not counted. */
  callCount(endpoint?: PhotosEndpoint): number;
  /** Successful download-tracking hits, so a test can check Stillframe triggered them. */
  downloads(photoId?: string): DownloadHit[];
  downloadCount(photoId?: string): number;
  /** Clears counts, hits, rate-limit windows and every switch below. */
  reset(): void;
  /** While on, API calls answer the rate-limit response (403 text "Rate Limit Exceeded"). */
  exceedRateLimit(on: boolean): void;
  /** The next n API calls answer this 5xx (default 500). */
  failNext(n: number, status?: number): void;
  delayMs(ms: number): void;
}

export class PhotosSandboxState implements PhotosSandboxControl {
  private log: PhotosEndpoint[] = [];
  private hits: DownloadHit[] = [];
  private failures = { remaining: 0, status: 500 };
  rateLimited = false;
  delay = 0;

  constructor(readonly limiter: WindowLimiter) {}

  record(endpoint: PhotosEndpoint): void {
    this.log.push(endpoint);
  }

  recordDownload(hit: DownloadHit): void {
    this.hits.push(hit);
  }

  takeFailure(): number | undefined {
    if (this.failures.remaining <= 0) return undefined;
    this.failures.remaining -= 1;
    return this.failures.status;
  }

  callCount(endpoint?: PhotosEndpoint): number {
    return endpoint ? this.log.filter((e) => e === endpoint).length : this.log.length;
  }

  downloads(photoId?: string): DownloadHit[] {
    return photoId ? this.hits.filter((h) => h.photoId === photoId) : [...this.hits];
  }

  downloadCount(photoId?: string): number {
    return this.downloads(photoId).length;
  }

  reset(): void {
    this.log = [];
    this.hits = [];
    this.failures = { remaining: 0, status: 500 };
    this.rateLimited = false;
    this.delay = 0;
    this.limiter.reset();
  }

  exceedRateLimit(on: boolean): void {
    this.rateLimited = on;
  }

  failNext(n: number, status = 500): void {
    this.failures = { remaining: Math.max(0, Math.floor(n)), status };
  }

  delayMs(ms: number): void {
    this.delay = Math.max(0, ms);
  }
}
