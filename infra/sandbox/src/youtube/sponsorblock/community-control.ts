/** The stand-in's endpoints, as counted. */
export type CommunityEndpoint = 'skipSegments' | 'branding' | 'thumbnail';

export interface SponsorBlockSandboxControl {
  callCount(endpoint?: CommunityEndpoint): number;
  /** Every request path and query received, in order: what a privacy test reads for leaked ids. */
  requests(): readonly string[];
  /** The next `count` API calls (segments, branding) answer `status` with a plain-text body. */
  failNext(count: number, status: number): void;
  reset(): void;
}

export class SponsorBlockSandboxState implements SponsorBlockSandboxControl {
  private readonly calls: Array<{ endpoint: CommunityEndpoint; url: string }> = [];
  private failures: number[] = [];

  record(endpoint: CommunityEndpoint, url: string): void {
    this.calls.push({ endpoint, url });
  }

  callCount(endpoint?: CommunityEndpoint): number {
    return endpoint ? this.calls.filter((call) => call.endpoint === endpoint).length : this.calls.length;
  }

  requests(): readonly string[] {
    return this.calls.map((call) => call.url);
  }

  failNext(count: number, status: number): void {
    this.failures = Array.from({ length: count }, () => status);
  }

  takeFailure(): number | undefined {
    return this.failures.shift();
  }

  reset(): void {
    this.calls.length = 0;
    this.failures = [];
  }
}
