// Idempotency-Key handling as Stripe does it: the first result for a key is
// saved and replayed for the same request; reusing the key with different
// parameters is an idempotency_error.
import { StripeApiError } from './errors.js';

export interface SavedResponse {
  status: number;
  body: string;
}

interface Entry extends SavedResponse {
  fingerprint: string;
}

export class IdempotencyCache {
  private entries = new Map<string, Entry>();

  /** Saved response for the same request, undefined if the key is new; throws when parameters differ. */
  lookup(key: string, method: string, path: string, params: string): SavedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.fingerprint !== fingerprint(method, path, params)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { status: entry.status, body: entry.body };
  }

  save(key: string, method: string, path: string, params: string, response: SavedResponse): void {
    // Like Stripe, failures caused before execution (auth, rate limits) are not saved.
    if (response.status === 401 || response.status === 429) return;
    this.entries.set(key, { ...response, fingerprint: fingerprint(method, path, params) });
  }

  clear(): void {
    this.entries.clear();
  }
}

function fingerprint(method: string, path: string, params: string): string {
  // Parameter order does not make a request different.
  const sorted = params.split('&').filter(Boolean).sort().join('&');
  return `${method} ${path} ${sorted}`;
}
