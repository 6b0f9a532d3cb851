import { startQuotesSandbox, type QuotesSandbox, type QuotesSandboxOptions } from '../src/quotes/index.js';

type Quote = { q: string; a: string; h: string; c?: string };
const running: QuotesSandbox[] = [];

async function start(options: QuotesSandboxOptions = {}): Promise<QuotesSandbox> {
  const sandbox = await startQuotesSandbox({ port: 0, host: '127.0.0.1', ...options });
  running.push(sandbox);
  return sandbox;
}
async function get(sandbox: QuotesSandbox, path: string): Promise<{ status: number; body: Quote[] }> {
  const res = await fetch(`${sandbox.url}${path}`);
  return { status: res.status, body: (await res.json()) as Quote[] };
}
const isSentinel = (quotes: Quote[]) =>
  quotes.length === 1 && quotes[0]?.a === 'zenquotes.io' && quotes[0].q.startsWith('Too many requests');

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

describe('ZenQuotes sandbox', () => {
  it('answers /api/random with a one-element array and the pre-rendered h', async () => {
    const sandbox = await start();
    for (const path of ['/api/random', '/api/random/']) {
      const { status, body } = await get(sandbox, path);
      expect(status).toBe(200);
      expect(body).toHaveLength(1);
      const [quote] = body;
      expect(quote?.q.length).toBeGreaterThan(5);
      expect(quote?.h).toBe(
        `<blockquote>&ldquo;${quote?.q}&rdquo; &mdash; <footer>${quote?.a}</footer></blockquote>`,
      );
    }
  });

  it('answers /api/quotes with 50 distinct quotes carrying c as a string', async () => {
    const { body } = await get(await start(), '/api/quotes');
    expect(body).toHaveLength(50);
    expect(new Set(body.map((q) => q.q)).size).toBe(50);
    for (const quote of body) expect(quote.c).toBe(String(quote.q.length));
  });

  it('keeps /api/today stable within a UTC day and changes it the next day', async () => {
    let now = new Date('2026-03-01T00:10:00Z');
    const sandbox = await start({ now: () => now, rateLimit: { requests: 100 } });
    const morning = (await get(sandbox, '/api/today')).body[0];
    now = new Date('2026-03-01T23:50:00Z');
    expect((await get(sandbox, '/api/today')).body[0]).toEqual(morning);
    now = new Date('2026-03-02T00:10:00Z');
    expect((await get(sandbox, '/api/today')).body[0]).not.toEqual(morning);
  });

  it('throttles past 5 requests per 30 s with the sentinel array and 429', async () => {
    const sandbox = await start();
    const statuses: number[] = [];
    let last: Quote[] = [];
    for (let i = 0; i < 6; i++) {
      const { status, body } = await get(sandbox, i % 2 ? '/api/today' : '/api/random');
      statuses.push(status);
      last = body;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(isSentinel(last)).toBe(true);
    expect((await get(sandbox, '/api/quotes/MY-KEY')).status).toBe(200);
    expect(sandbox.control.callCount()).toBe(7);
  });

  it('can send the sentinel with 200 and opens a new window after it elapses', async () => {
    const sandbox = await start({ throttleStatus: 200, rateLimit: { requests: 1, windowMs: 150 } });
    expect(isSentinel((await get(sandbox, '/api/random')).body)).toBe(false);
    const throttled = await get(sandbox, '/api/random');
    expect(throttled.status).toBe(200);
    expect(isSentinel(throttled.body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isSentinel((await get(sandbox, '/api/random')).body)).toBe(false);
  });

  it('forces throttling and outages from the control, in process or over HTTP', async () => {
    const sandbox = await start();
    sandbox.control.forceThrottle(true);
    expect(isSentinel((await get(sandbox, '/api/random')).body)).toBe(true);
    sandbox.control.reset();
    await fetch(`${sandbox.url}/__control/quotes/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 502 }),
    });
    const outage = await fetch(`${sandbox.url}/api/random`);
    expect(outage.status).toBe(502);
    expect(outage.headers.get('content-type')).toContain('text/html');
    expect((await get(sandbox, '/api/random')).status).toBe(200);
    const stats = await (await fetch(`${sandbox.url}/__control/quotes/stats`)).json();
    expect(stats).toEqual({ calls: { random: 2, today: 0, quotes: 0, total: 2 } });
  });
});
