// Test clocks: each customer's objects live on its clock's time. Advancing a clock plays what the
// stretch brings (billing-schedule.ts). The sandbox's global clock (`advanceSandboxClock`) moves
// every clock along with the sandbox's own time.
import { playDue } from './billing-schedule.js';
import type { SandboxCore } from './core.js';
import { invalid } from './errors.js';
import { newId } from './ids.js';
import type { Customer, RequestInfo, StripeEvent, TestClock } from './types.js';

const THIRTY_DAYS = 30 * 86_400;

export function createClock(core: SandboxCore, frozenTime: number, name: string | null): TestClock {
  const now = core.store.now();
  const clock: TestClock = {
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    created: now,
    deletes_after: now + THIRTY_DAYS,
    frozen_time: frozenTime,
    livemode: false,
    name,
    status: 'ready',
    status_details: {},
  };
  core.store.testClocks.set(clock.id, clock);
  return clock;
}

/** The clock with its time brought up to date (a running clock's moves with the sandbox). */
export function currentClock(core: SandboxCore, clockId: string): TestClock | undefined {
  const clock = core.store.testClocks.get(clockId);
  if (clock) clock.frozen_time = core.store.clockTime(clockId);
  return clock;
}

/**
 * The customer's clock; one is made when it has none (the sandbox does this for every customer
 * Checkout completes for, so tests can move one customer's time alone). That clock runs with the
 * sandbox's time until advanced.
 */
export function clockOf(core: SandboxCore, customer: Customer): string {
  if (customer.test_clock) return customer.test_clock;
  const clock = createClock(core, core.store.now(), customer.email);
  core.store.runningClocks.set(clock.id, 0);
  customer.test_clock = clock.id;
  return clock.id;
}

export interface Advance {
  clock: TestClock;
  /** Every event the advance caused, in the order it happened. */
  events: StripeEvent[];
}

/** Moves a clock to `target` (never backwards), playing everything due in between. */
export function advanceClock(
  core: SandboxCore,
  clockId: string,
  target: number,
  request: RequestInfo,
): Advance {
  const { store } = core;
  const clock = currentClock(core, clockId);
  if (!clock) throw invalid(`No such test_clock: '${clockId}'`, 'test_clock');
  const from = clock.frozen_time;
  if (!Number.isInteger(target) || target < from) {
    throw invalid(
      `The frozen_time (${target}) must be a unix time at or after the clock's current frozen_time (${from}); a test clock cannot go backwards.`,
      'frozen_time',
    );
  }
  const firstEvent = store.events.size;
  core.publish(
    request,
    [
      {
        type: 'test_helpers.test_clock.advancing',
        object: {
          ...clock,
          status: 'advancing',
          status_details: { advancing: { target_frozen_time: target } },
        },
      },
    ],
    from,
  );
  const lead = store.runningClocks.get(clockId);
  if (lead !== undefined) store.runningClocks.set(clockId, lead + target - from);
  clock.frozen_time = target;
  playDue(core, clockId, target);
  core.publish(request, [{ type: 'test_helpers.test_clock.ready', object: clock }], target);
  return { clock, events: [...store.events.values()].slice(firstEvent) };
}

/** The sandbox's global clock: moves its own time and every clock by `seconds`; returns the period ends played. */
export function advanceSandboxClock(core: SandboxCore, seconds: number): number {
  const { store } = core;
  store.clockOffset += seconds;
  for (const clock of store.testClocks.values()) {
    if (!store.runningClocks.has(clock.id)) clock.frozen_time += seconds;
  }
  let periodsEnded = playDue(core, null, store.now());
  for (const clockId of store.testClocks.keys()) {
    periodsEnded += playDue(core, clockId, store.clockTime(clockId));
  }
  return periodsEnded;
}

/** Deletes the clock and, as Stripe does, the customers on it and their subscriptions. */
export function deleteClock(core: SandboxCore, clockId: string): void {
  const { store } = core;
  for (const customer of store.customers.values()) {
    if (customer.test_clock !== clockId) continue;
    customer.deleted = true;
    for (const [id, sub] of store.subscriptions)
      if (sub.customer === customer.id) store.subscriptions.delete(id);
  }
  store.testClocks.delete(clockId);
  store.runningClocks.delete(clockId);
}
