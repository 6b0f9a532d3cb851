// Test hooks: things real Stripe does on its own schedule (retries, out of
// order or duplicate deliveries, period ends) made deterministic.
import { createBillingControl, type BillingControl } from './billing-control.js';
import { payCheckoutSession, type PayInput } from './checkout-flow.js';
import { advanceClock, advanceSandboxClock } from './clocks.js';
import { NO_REQUEST, type SandboxCore } from './core.js';
import { notFound, StripeApiError, type StripeErrorBody } from './errors.js';
import type { IdempotencyCache } from './idempotency.js';
import { endPeriod, periodEndOf } from './renewal.js';
import type { CheckoutSession, StripeEvent, Subscription } from './types.js';
import type { DeliveryRecord } from './webhook-dispatcher.js';

export type PayOutcome =
  | { ok: true; session: CheckoutSession; redirectUrl: string }
  | { ok: false; status: number; error: StripeErrorBody };

export interface StripeSandboxControl extends BillingControl {
  /** Every event created so far, oldest first. */
  events(): StripeEvent[];
  /** Every delivery attempt so far, in the order they finished. */
  deliveries(): DeliveryRecord[];
  /** The next `count` events are each delivered twice. */
  duplicateNext(count: number): void;
  /** While on, the events of each action are delivered last-first. */
  reverseOrder(on: boolean): void;
  redeliver(eventId: string): void;
  /** While on, deliveries queue up; turning it off sends them. */
  pause(on: boolean): void;
  /**
   * Moves the sandbox's time and every customer's clock forward, playing everything due (renewals,
   * retries, cancellations); returns how many period ends were played.
   */
  advanceClock(seconds: number): number;
  /**
   * Ends the current period now: a cancel_at_period_end subscription ends, others renew. A
   * customer on a clock has its clock moved to the period end (playing what comes before it).
   */
  setSubscriptionPeriodEnded(subscriptionId: string): Subscription;
  /**
   * The same as submitting the hosted checkout page. A card that asks for authentication
   * (4000 0027 6000 3184) passes it unless `details.authentication` is 'fail'.
   */
  pay(sessionId: string, cardNumber?: string, details?: Omit<PayInput, 'number'>): PayOutcome;
  setWebhookUrl(url: string | undefined): void;
  /** Waits until no delivery is queued (unless paused), in flight or waiting to retry. */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Back to the seeded catalogue, no events or clocks, the configured retry schedule, default
   * switches, the configured webhook URL.
   */
  reset(): void;
}

export function createControl(
  core: SandboxCore,
  idempotency: IdempotencyCache,
  initialWebhookUrl: string | undefined,
): StripeSandboxControl {
  const { store, webhooks } = core;
  return {
    ...createBillingControl(core),
    events: () => [...store.events.values()],
    deliveries: () => [...webhooks.deliveries],
    duplicateNext: (count) => webhooks.duplicateNext(count),
    reverseOrder: (on) => webhooks.reverseOrder(on),
    redeliver: (eventId) => {
      const event = store.events.get(eventId);
      if (!event) throw notFound('event', eventId);
      webhooks.redeliver(event);
    },
    pause: (on) => webhooks.pause(on),
    advanceClock: (seconds) => advanceSandboxClock(core, seconds),
    setSubscriptionPeriodEnded: (subscriptionId) => {
      const sub = store.subscriptions.get(subscriptionId);
      if (!sub) throw notFound('subscription', subscriptionId);
      const clock = store.customers.get(sub.customer)?.test_clock;
      const end = periodEndOf(sub);
      if (!clock) endPeriod(core, sub, store.now());
      else if (end !== undefined)
        advanceClock(core, clock, Math.max(end, store.clockTime(clock)), NO_REQUEST);
      return structuredClone(sub);
    },
    pay: (sessionId, cardNumber = '4242 4242 4242 4242', details = {}) => {
      try {
        const input = { authentication: 'complete' as const, ...details, number: cardNumber };
        const result = payCheckoutSession(core, sessionId, input, NO_REQUEST);
        return { ok: true, session: structuredClone(result.session), redirectUrl: result.redirectUrl };
      } catch (err) {
        if (err instanceof StripeApiError) return { ok: false, status: err.status, error: err.body };
        throw err;
      }
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    idle: (timeoutMs) => webhooks.idle(timeoutMs),
    reset: () => {
      store.reset();
      webhooks.reset();
      webhooks.setUrl(initialWebhookUrl);
      idempotency.clear();
    },
  };
}
