import { createHmac } from 'node:crypto';
import { newId } from './ids.js';
import type { RequestInfo, StripeEvent } from './types.js';

/** API version stamped on events, i.e. the version the webhook endpoint was "created" with. */
export const WEBHOOK_API_VERSION = '2026-10-28.endive';

export interface EventInput {
  type: string;
  object: object;
  previous?: Record<string, unknown>;
}

export function buildEvent(
  input: EventInput,
  request: RequestInfo,
  created: number,
  pending: number,
): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: WEBHOOK_API_VERSION,
    created,
    // Snapshot: later changes to the object must not rewrite history.
    data: {
      object: structuredClone(input.object) as Record<string, unknown>,
      ...(input.previous ? { previous_attributes: structuredClone(input.previous) } : {}),
    },
    livemode: false,
    pending_webhooks: pending,
    request: { id: request.id, idempotency_key: request.idempotencyKey },
    type: input.type,
  };
}

/**
 * `Stripe-Signature` as Stripe sends it: `t=<unix>,v1=<hex hmac of "t.payload">`.
 * The timestamp is wall-clock time (not the sandbox clock), because receivers
 * reject signatures older than 300 s.
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Records which fields an update changed, the way `data.previous_attributes` does. */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}
