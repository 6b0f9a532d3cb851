import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { booleanField, handleControlRequest, numberField } from '../http/control-routes.js';
import { sendJson } from '../http/responses.js';
import { listenSandbox, requestUrl, sleep, type SandboxHandler } from '../http/sandbox-server.js';
import { WindowLimiter } from '../http/window-limiter.js';
import { quoteCollection, type Quote } from './quote-collection.js';
import { QuotesSandboxState, type QuotesEndpoint, type QuotesSandboxControl } from './quotes-control.js';
import { TOO_MANY_REQUESTS, toZenQuote } from './zen-quote.js';

export interface QuotesSandboxOptions {
  port?: number;
  host?: string;
  /** Free-tier limit per client IP: 5 requests per 30 s by default. */
  rateLimit?: { requests?: number; windowMs?: number };
  /** Status sent with the sentinel body: 429 (default) or 200, both seen in the wild. */
  throttleStatus?: 200 | 429;
  /** Clock for /api/today, so tests can pin the day. */
  now?: () => Date;
}

export interface QuotesSandbox {
  url: string;
  close(): Promise<void>;
  control: QuotesSandboxControl;
}

export const QUOTES_CONTROL_PREFIX = '/__control/quotes';
const ROUTE = /^\/api\/(random|today|quotes)(?:\/([^/]+))?\/?$/;

/**
 * ZenQuotes: `GET /api/{random,today,quotes}[/{KEY}]`. Keyed calls skip the limiter.
 * Control: POST /__control/quotes/{reset, throttle {"on"}, fail-next {"count","status"},
 * delay {"ms"}}, GET /__control/quotes/stats.
 */
export function createQuotesSandbox(options: Omit<QuotesSandboxOptions, 'port' | 'host'> = {}): {
  handle: SandboxHandler;
  control: QuotesSandboxControl;
} {
  const limiter = new WindowLimiter(options.rateLimit?.requests ?? 5, options.rateLimit?.windowMs ?? 30_000);
  const state = new QuotesSandboxState(limiter);
  const now = options.now ?? (() => new Date());
  const throttleStatus = options.throttleStatus ?? 429;

  const handle: SandboxHandler = async (req, res) => {
    const url = requestUrl(req);
    const route = ROUTE.exec(url.pathname);
    if (!route) {
      return handleControlRequest(req, res, url.pathname, QUOTES_CONTROL_PREFIX, () => stats(state), {
        reset: () => state.reset(),
        throttle: (body) => state.forceThrottle(booleanField(body, 'on', true)),
        'fail-next': (body) =>
          state.failNext(numberField(body, 'count', 1), numberField(body, 'status', 503)),
        delay: (body) => state.delayMs(numberField(body, 'ms', 0)),
        stats: () => undefined,
      });
    }
    const endpoint = route[1] as QuotesEndpoint;
    const keyed = Boolean(route[2]);
    state.record(endpoint);
    if (state.delay > 0) await sleep(state.delay);
    const failure = state.takeFailure();
    if (failure !== undefined) return sendOutage(res, failure);
    const allowed =
      keyed || (!state.throttled && limiter.take(req.socket.remoteAddress ?? 'unknown').allowed);
    if (!allowed) {
      sendJson(res, throttleStatus, TOO_MANY_REQUESTS);
      return true;
    }
    sendJson(res, 200, quotesFor(endpoint, now()));
    return true;
  };
  return { handle, control: state };
}

export async function startQuotesSandbox(opts: QuotesSandboxOptions = {}): Promise<QuotesSandbox> {
  const server = await listenSandbox(opts);
  const { handle, control } = createQuotesSandbox(opts);
  server.mount(handle);
  return { url: server.url, close: () => server.close(), control };
}

function quotesFor(endpoint: QuotesEndpoint, at: Date) {
  if (endpoint === 'random') return [toZenQuote(pick(randomInt(quoteCollection.length)), false)];
  if (endpoint === 'today') return [toZenQuote(pick(dayIndex(at)), false)];
  const shuffled = [...quoteCollection];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as Quote, shuffled[i] as Quote];
  }
  return shuffled.slice(0, 50).map((q) => toZenQuote(q, true));
}

function stats(control: QuotesSandboxControl) {
  const endpoints: QuotesEndpoint[] = ['random', 'today', 'quotes'];
  return {
    calls: {
      ...Object.fromEntries(endpoints.map((e) => [e, control.callCount(e)])),
      total: control.callCount(),
    },
  };
}

function pick(index: number): Quote {
  return quoteCollection[index % quoteCollection.length] as Quote;
}

/** Same quote for everyone during one UTC day, a different one the next. */
function dayIndex(at: Date): number {
  const day = Math.floor(at.getTime() / 86_400_000);
  return (day * 7919) % quoteCollection.length;
}

function sendOutage(res: ServerResponse, status: number): true {
  const body = `<html><head><title>${status} Error</title></head><body><center><h1>${status}</h1></center><hr><center>cloudflare</center></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=UTF-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}
