import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Agent, request } from 'undici';
import { AppMetrics } from '@stillframe/server-kit';

export interface UpstreamAnswer {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON (Unsplash's rate-limit answer, a CDN error page). */
  body: unknown;
  json: boolean;
}

/** An upstream that did not answer: `timeout` when the deadline passed, `network` when it could not be reached. */
export class UpstreamUnreachable extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly upstream: string,
  ) {
    super(kind === 'timeout' ? `${upstream} did not answer in time` : `${upstream} could not be reached`);
  }
}

/** Answers larger than this are refused rather than buffered: no list call of ours comes near it. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * Outbound HTTP of the catalog: keep-alive connections and one deadline per call that covers connecting,
 * waiting and reading, so a slow upstream turns into a clear error instead of a hanging request.
 */
@Injectable()
export class UpstreamHttp implements OnModuleDestroy {
  private readonly agent = new Agent({
    keepAliveTimeout: 30_000,
    connections: 64,
    maxResponseSize: MAX_RESPONSE_BYTES,
  });

  constructor(private readonly metrics: AppMetrics) {}

  async get(
    url: URL,
    /** `upstream` names it in errors; `method` (the API's, e.g. `search`) labels its latency. */
    options: { upstream: string; method: string; timeoutMs: number; headers?: Record<string, string> },
  ): Promise<UpstreamAnswer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const started = performance.now();
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher: this.agent,
        headers: { accept: 'application/json', ...options.headers },
        signal: controller.signal,
      });
      const text = await response.body.text();
      return { status: response.statusCode, ...parseBody(text) };
    } catch {
      throw new UpstreamUnreachable(timedOut ? 'timeout' : 'network', options.upstream);
    } finally {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      this.metrics.upstreamTime(options.upstream.toLowerCase(), options.method, seconds);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent.close();
  }
}

function parseBody(text: string): { body: unknown; json: boolean } {
  try {
    return { body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { body: text, json: false };
  }
}
