/**
 * How a failed Data API call is handled, from its error envelope ({"error": {"code", "errors": [{reason}]}}):
 * - quota: the day's quota is spent (403 quotaExceeded); nothing helps until midnight Pacific.
 * - throttled: a short-term rate limit; worth a retry later.
 * - badPageToken: the client's page token is not valid.
 * - notFound: the playlist or channel asked for does not exist.
 * - rejected: the key or the project is refused (bad key, API not enabled): an operator must act.
 * - invalid: any other refused request, which means a request of ours the platform did not expect.
 * - unavailable: a 5xx, or an answer that is not the API's JSON.
 */
export type YouTubeFailureKind =
  | 'quota'
  | 'throttled'
  | 'badPageToken'
  | 'notFound'
  | 'rejected'
  | 'invalid'
  | 'unavailable';

export class YouTubeFailure extends Error {
  constructor(
    readonly kind: YouTubeFailureKind,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`YouTube answered ${status} ${reason}`);
  }
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const THROTTLE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const REJECTED_REASONS = new Set([
  'keyInvalid',
  'keyExpired',
  'accessNotConfigured',
  'forbidden',
  'ipRefererBlocked',
  'API_KEY_INVALID',
  'SERVICE_DISABLED',
  'API_KEY_SERVICE_BLOCKED',
]);

interface ErrorEnvelope {
  error?: { errors?: Array<{ reason?: unknown }>; details?: Array<{ reason?: unknown }> };
}

export function classifyFailure(status: number, body: unknown): YouTubeFailure {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope;
  const reasons = [...(envelope.error?.errors ?? []), ...(envelope.error?.details ?? [])]
    .map((entry) => entry.reason)
    .filter((reason): reason is string => typeof reason === 'string');
  const reason = reasons[0] ?? `http ${status}`;
  const has = (set: Set<string>) => reasons.some((entry) => set.has(entry));
  if (status >= 500 || !envelope.error) return new YouTubeFailure('unavailable', status, reason);
  if (has(QUOTA_REASONS)) return new YouTubeFailure('quota', status, reason);
  if (has(THROTTLE_REASONS) || status === 429) return new YouTubeFailure('throttled', status, reason);
  if (reasons.includes('invalidPageToken')) return new YouTubeFailure('badPageToken', status, reason);
  if (status === 404) return new YouTubeFailure('notFound', status, reason);
  if (has(REJECTED_REASONS) || status === 401 || status === 403)
    return new YouTubeFailure('rejected', status, reason);
  return new YouTubeFailure('invalid', status, reason);
}
