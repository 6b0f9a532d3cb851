import { buildEvent, type EventInput } from './events.js';
import type { StripeStore } from './store.js';
import type { RequestInfo, StripeEvent } from './types.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

/** Events of actions that no API request caused (hosted pages, clock). */
export const NO_REQUEST: RequestInfo = { id: null, idempotencyKey: null };

/** What every route, page and control hook works on: state, webhooks and where the sandbox is reachable. */
export class SandboxCore {
  constructor(
    readonly store: StripeStore,
    readonly webhooks: WebhookDispatcher,
    public publicUrl: string,
  ) {}

  /**
   * Records the events of one action and hands them to delivery as one batch. `at` is when the
   * action happened on its customer's clock; default the sandbox's time.
   */
  publish(request: RequestInfo, inputs: EventInput[], at = this.store.now()): StripeEvent[] {
    const pending = this.webhooks.url ? 1 : 0;
    const events = inputs.map((input) => buildEvent(input, request, at, pending));
    for (const event of events) this.store.events.set(event.id, event);
    this.webhooks.publish(events);
    return events;
  }
}
