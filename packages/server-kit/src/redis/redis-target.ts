import { z } from 'zod';

export interface SentinelAddress {
  host: string;
  port: number;
}

/** The primary of a Redis Sentinel group: asked of the sentinels at every (re)connection. */
export interface RedisSentinelTarget {
  sentinels: SentinelAddress[];
  /** The master group name the sentinels monitor (`sentinel monitor <name> ...`). */
  name: string;
  /** The sentinels' own password (their `requirepass`), when they have one. */
  sentinelPassword?: string;
  /** For the data nodes, primary and replicas alike. */
  username?: string;
  password?: string;
  db: number;
}

/**
 * Where Redis is, for every client an app makes (commands, queues, broadcasts): a `redis://` URL as
 * REDIS_URL gives it, or the primary of a Sentinel group, followed through failovers.
 */
export type RedisTarget = string | RedisSentinelTarget;

export const isSentinelTarget = (target: RedisTarget): target is RedisSentinelTarget =>
  typeof target !== 'string';

const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)$/;

/** `host:port` or `[v6 address]:port`; null for anything else. */
function sentinelAddress(entry: string): SentinelAddress | null {
  const colon = entry.lastIndexOf(':');
  if (colon <= 0) return null;
  const host = entry.slice(0, colon);
  const port = entry.slice(colon + 1);
  if (!HOST.test(host) || !/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return null;
  return { host: host.replace(/^\[(.*)\]$/, '$1'), port: Number(port) };
}

const SentinelList = z.string().transform((value, context) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    context.addIssue({
      code: 'custom',
      message: 'REDIS_SENTINELS must list host:port entries, comma-separated',
    });
  const addresses: SentinelAddress[] = [];
  for (const entry of entries) {
    const address = sentinelAddress(entry);
    if (address) addresses.push(address);
    else
      context.addIssue({
        code: 'custom',
        message: `REDIS_SENTINELS entry "${entry}" is not host:port (e.g. redis-sentinel-0.redis:26379)`,
      });
  }
  return addresses;
});

/**
 * Where every app finds Redis, spread into `BaseServerEnv` (so each app parses it alike): REDIS_URL,
 * or Sentinel (REDIS_SENTINELS and REDIS_SENTINEL_NAME, REDIS_SENTINEL_PASSWORD for the sentinels).
 * REDIS_PASSWORD is the data nodes' password either way (a URL may carry it instead). With Sentinel,
 * a REDIS_URL still given lends only its database index and credentials: the sentinels name the host.
 */
export const RedisEnv = z.object({
  REDIS_URL: z.url({ error: 'REDIS_URL must be a redis:// URL' }).optional(),
  REDIS_SENTINELS: SentinelList.optional(),
  REDIS_SENTINEL_NAME: z.string().trim().min(1).optional(),
  REDIS_SENTINEL_PASSWORD: z.string().optional(),
  REDIS_PASSWORD: z.string().optional(),
});
export type RedisSettings = z.infer<typeof RedisEnv>;

const decoded = (part: string): string | undefined => {
  if (!part) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * The settings that belong together. Checked alongside the other variables' issues, so one start
 * names everything to fix: a field that did not parse may still hold its raw text here.
 */
export function checkRedisSettings(settings: RedisSettings, context: z.RefinementCtx): void {
  const issue = (field: keyof RedisSettings, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  const sentinel = settings.REDIS_SENTINELS !== undefined;
  if (!sentinel && settings.REDIS_URL === undefined)
    issue(
      'REDIS_URL',
      'REDIS_URL is required (or REDIS_SENTINELS with REDIS_SENTINEL_NAME for Redis Sentinel)',
    );
  if (sentinel && settings.REDIS_SENTINEL_NAME === undefined)
    issue(
      'REDIS_SENTINEL_NAME',
      'REDIS_SENTINEL_NAME is required with REDIS_SENTINELS: the master group name the sentinels monitor',
    );
  if (!sentinel && settings.REDIS_SENTINEL_NAME !== undefined)
    issue(
      'REDIS_SENTINELS',
      'REDIS_SENTINELS (host:port, comma-separated) is required with REDIS_SENTINEL_NAME',
    );
  if (!sentinel && settings.REDIS_SENTINEL_PASSWORD !== undefined)
    issue('REDIS_SENTINEL_PASSWORD', 'REDIS_SENTINEL_PASSWORD is only used with REDIS_SENTINELS');
  if (typeof settings.REDIS_URL !== 'string' || !URL.canParse(settings.REDIS_URL)) return;
  const url = new URL(settings.REDIS_URL);
  const inUrl = decoded(url.password);
  if (settings.REDIS_PASSWORD !== undefined && inUrl !== undefined && inUrl !== settings.REDIS_PASSWORD)
    issue('REDIS_PASSWORD', 'REDIS_PASSWORD and the password in REDIS_URL differ: set one of them');
  if (sentinel && !/^\/?\d*$/.test(url.pathname))
    issue(
      'REDIS_URL',
      'REDIS_URL beside REDIS_SENTINELS may name only a database index in its path (e.g. /2)',
    );
}

/** For `superRefine`: run `checkRedisSettings` even when other variables have issues. */
export const checkAlongOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The target every Redis client of an app is made from. A URL stays the very string given (with
 * REDIS_PASSWORD added when it carries none), so a REDIS_URL setup connects exactly as it always did.
 */
export function redisTargetOf(settings: RedisSettings): RedisTarget {
  const url = settings.REDIS_URL ? new URL(settings.REDIS_URL) : null;
  if (settings.REDIS_SENTINELS) {
    if (!settings.REDIS_SENTINEL_NAME)
      throw new Error('REDIS_SENTINEL_NAME is required with REDIS_SENTINELS');
    const username = url ? decoded(url.username) : undefined;
    const password = settings.REDIS_PASSWORD ?? (url ? decoded(url.password) : undefined);
    return {
      sentinels: settings.REDIS_SENTINELS,
      name: settings.REDIS_SENTINEL_NAME,
      ...(settings.REDIS_SENTINEL_PASSWORD ? { sentinelPassword: settings.REDIS_SENTINEL_PASSWORD } : {}),
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
      db: Number(url?.pathname.replace('/', '') || 0),
    };
  }
  if (!settings.REDIS_URL || !url) throw new Error('REDIS_URL or REDIS_SENTINELS is required');
  if (!settings.REDIS_PASSWORD || url.password) return settings.REDIS_URL;
  url.password = encodeURIComponent(settings.REDIS_PASSWORD);
  return url.toString();
}
