// Plays, in time order, everything a stretch of time brings to the customers of one clock:
// period ends (renewals, scheduled cancellations) and automatic retries with what follows them.
import type { SandboxCore } from './core.js';
import { endPeriod, periodEndOf, renews, retryInvoice } from './renewal.js';
import type { Invoice, Subscription } from './types.js';

type Due =
  | { kind: 'retry'; invoice: Invoice; at: number }
  | { kind: 'period'; sub: Subscription; at: number };

/** Enough for years of a daily plan; a jump further than that stops rather than loops. */
const MAX_ACTIONS = 5_000;

function clockOfCustomer(core: SandboxCore, customerId: string): string | null {
  return core.store.customers.get(customerId)?.test_clock ?? null;
}

/** The earliest action due by `until`; a retry goes before a period end of the same second. */
function nextDue(core: SandboxCore, clockId: string | null, until: number): Due | undefined {
  let best: Due | undefined;
  for (const invoice of core.store.invoices.values()) {
    const at = invoice.next_payment_attempt;
    if (invoice.status !== 'open' || at === null || at > until) continue;
    if (clockOfCustomer(core, invoice.customer) !== clockId) continue;
    if (!best || at < best.at) best = { kind: 'retry', invoice, at };
  }
  for (const sub of core.store.subscriptions.values()) {
    const at = periodEndOf(sub);
    if (at === undefined || at > until || !renews(sub)) continue;
    if (clockOfCustomer(core, sub.customer) !== clockId) continue;
    if (!best || at < best.at) best = { kind: 'period', sub, at };
  }
  return best;
}

/**
 * Plays what is due up to `until` for the customers of `clockId` (null: customers without a
 * clock, on the sandbox's own time). Returns how many period ends were played.
 */
export function playDue(core: SandboxCore, clockId: string | null, until: number): number {
  let periodsEnded = 0;
  for (let done = 0; done < MAX_ACTIONS; done += 1) {
    const due = nextDue(core, clockId, until);
    if (!due) break;
    if (due.kind === 'retry') retryInvoice(core, due.invoice, due.at);
    else if (endPeriod(core, due.sub, due.at)) periodsEnded += 1;
    else break;
  }
  return periodsEnded;
}
