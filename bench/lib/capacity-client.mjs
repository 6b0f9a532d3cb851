// What the capacity benchmark's simulated people share: a browser-like client per person (its own
// keep-alive pool, cookies and client address) and the recorder of every call's latency and outcome.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { percentile } from '../support.mjs';

/** Calls and their outcomes, per kind of call, for the window being measured. */
export class Recorder {
  constructor() {
    this.reset();
  }

  reset() {
    this.startedAt = performance.now();
    this.kinds = new Map();
    this.latencies = [];
    this.errors = 0;
    this.statuses = new Map();
    this.seconds = [];
  }

  record(kind, ms, ok, status) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { latencies: [], errors: 0 }));
    entry.latencies.push(ms);
    this.latencies.push(ms);
    const second = Math.floor((performance.now() - this.startedAt) / 1000);
    (this.seconds[second] ??= []).push(ms);
    if (!ok) {
      entry.errors += 1;
      this.errors += 1;
      const key = `${kind} → ${status}`;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
  }

  /** Requests per second, p50/p99 in ms and the error ratio since the last reset. */
  summary() {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const count = this.latencies.length;
    return {
      calls: count,
      perSecond: count / seconds,
      p50: count ? percentile(this.latencies, 50) : 0,
      p99: count ? percentile(this.latencies, 99) : 0,
      errorRatio: count ? this.errors / count : 0,
      errors: this.errors,
      statuses: [...this.statuses.entries()],
      /** The p99 of each second of the window: one slow second is a stall, many are an overload. */
      secondP99s: [...this.seconds].filter(Boolean).map((values) => percentile(values, 99)),
      kinds: [...this.kinds.entries()].map(([kind, entry]) => ({
        kind,
        calls: entry.latencies.length,
        p50: percentile(entry.latencies, 50),
        p99: percentile(entry.latencies, 99),
        errors: entry.errors,
      })),
    };
  }
}

const COOKIE = /^([^=;\s]+)=([^;]*)/;

/**
 * One person's browser: a keep-alive pool to the gateway (a browser opens up to six connections per
 * host; a page here fires at most four calls at once), its cookies, and its own client address in
 * X-Forwarded-For, which the gateway reads because the benchmark's loopback is its trusted proxy.
 */
export function browser(origin, address, recorder) {
  const pool = new Pool(origin, {
    connections: 4,
    keepAliveTimeout: 60_000,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const cookies = new Map();
  const keepCookies = (setCookie) => {
    for (const line of [setCookie ?? []].flat()) {
      const match = COOKIE.exec(line);
      if (!match) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || match[2] === '') cookies.delete(match[1]);
      else cookies.set(match[1], match[2]);
    }
  };

  /**
   * One call; `expect` lists the statuses the page counts on (anything else, or no answer, is an
   * error). Answers the status and, with `json`, the parsed body.
   */
  async function call(kind, method, path, { body, expect = [200], json = false } = {}) {
    const headers = { accept: 'application/json', 'x-forwarded-for': address };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const sent = performance.now();
    let status;
    let parsed;
    try {
      const answer = await pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = answer.statusCode;
      keepCookies(answer.headers['set-cookie']);
      if (json && status < 300) parsed = await answer.body.json();
      else await answer.body.dump();
    } catch (error) {
      status = error.code ?? 'network error';
    }
    const ok = expect.includes(status);
    recorder.record(kind, performance.now() - sent, ok, status);
    return { status, ok, body: parsed };
  }

  return { call, cookies, address, close: () => pool.close().catch(() => {}) };
}

/** The client address of person `index`: one of 10.0.0.0/8, never the trusted loopback. */
export function addressOf(index) {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
