import { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';
import type {
  Charge,
  CheckoutSession,
  Customer,
  Dispute,
  Invoice,
  InvoicePayment,
  LineItem,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  PortalSession,
  Price,
  Product,
  Refund,
  StripeEvent,
  Subscription,
  TestClock,
} from './types.js';

export const PRO_PRODUCT_ID = 'prod_sandbox_pro';
export const PRO_PRICE_ID = 'price_sandbox_pro_monthly';
export const PRO_LOOKUP_KEY = 'pro_monthly';

/** What a checkout session needs later but Stripe does not show on the object. */
export interface SessionExtras {
  lineItems: LineItem[];
  subscriptionMetadata: Metadata;
}

/** In-memory state of one sandbox; `reset()` brings back the seeded catalogue. */
export class StripeStore {
  /** Seconds added to the wall clock by `advanceClock`, so periods can end in tests. */
  clockOffset = 0;
  /** What happens after a declined renewal; `reset()` brings back the configured one. */
  retrySchedule: RetrySchedule;
  products = new Map<string, Product>();
  prices = new Map<string, Price>();
  customers = new Map<string, Customer>();
  sessions = new Map<string, CheckoutSession>();
  sessionExtras = new Map<string, SessionExtras>();
  subscriptions = new Map<string, Subscription>();
  invoices = new Map<string, Invoice>();
  invoicePayments = new Map<string, InvoicePayment>();
  paymentIntents = new Map<string, PaymentIntent>();
  charges = new Map<string, Charge>();
  refunds = new Map<string, Refund>();
  portalSessions = new Map<string, PortalSession>();
  events = new Map<string, StripeEvent>();
  testClocks = new Map<string, TestClock>();
  paymentMethods = new Map<string, PaymentMethod>();
  disputes = new Map<string, Dispute>();
  /**
   * Clocks the sandbox gave Checkout customers run with the sandbox's own time, this many seconds
   * ahead of it (so a demo's events are not all stamped with the second of checkout); clocks made
   * through the API stay frozen, as Stripe's do.
   */
  runningClocks = new Map<string, number>();
  /** The full number behind each saved card (Stripe shows only last4), which decides how it behaves. */
  cardNumbers = new Map<string, string>();
  /** Automatic retries already made per invoice, to find the next day in the retry schedule. */
  retriesDone = new Map<string, number>();
  /** Checkout sessions waiting on the hosted page's authentication step, with the card given. */
  pendingAuthentications = new Map<string, { number: string; email: string; expiry: string; cvc: string }>();

  constructor(private readonly configuredRetrySchedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE) {
    this.retrySchedule = configuredRetrySchedule;
    this.seed();
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /** The time of a test clock: frozen, or the sandbox time plus the clock's lead when it runs. */
  clockTime(clockId: string): number {
    const lead = this.runningClocks.get(clockId);
    if (lead !== undefined) return this.now() + lead;
    return this.testClocks.get(clockId)?.frozen_time ?? this.now();
  }

  /** The time a customer's objects live on: its test clock's, or the sandbox's own. */
  timeOf(customerId: string | null | undefined): number {
    const clock = customerId ? this.customers.get(customerId)?.test_clock : null;
    return clock ? this.clockTime(clock) : this.now();
  }

  reset(): void {
    this.clockOffset = 0;
    this.retrySchedule = this.configuredRetrySchedule;
    for (const value of Object.values(this)) {
      if (value instanceof Map) value.clear();
    }
    this.seed();
  }

  /** Looks an object up by its id prefix, for `expand[]`. */
  find(id: string): { object: string } | undefined {
    const prefix = id.slice(0, id.indexOf('_') + 1);
    const table: Record<string, Map<string, { object: string }>> = {
      prod_: this.products,
      price_: this.prices,
      cus_: this.customers,
      cs_: this.sessions,
      sub_: this.subscriptions,
      in_: this.invoices,
      inpay_: this.invoicePayments,
      pi_: this.paymentIntents,
      ch_: this.charges,
      re_: this.refunds,
      bps_: this.portalSessions,
      evt_: this.events,
      pm_: this.paymentMethods,
      dp_: this.disputes,
      clock_: this.testClocks,
    };
    const found = table[prefix]?.get(id);
    if (found && prefix === 'clock_') (found as TestClock).frozen_time = this.clockTime(id);
    return found;
  }

  private seed(): void {
    const created = Math.floor(Date.UTC(2026, 0, 1) / 1000);
    this.products.set(PRO_PRODUCT_ID, {
      id: PRO_PRODUCT_ID,
      object: 'product',
      active: true,
      created,
      default_price: PRO_PRICE_ID,
      description: 'Unlimited favourites and the full photo archive.',
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: {},
      name: 'Stillframe Pro',
      shippable: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: created,
      url: null,
    });
    this.prices.set(PRO_PRICE_ID, {
      id: PRO_PRICE_ID,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created,
      currency: 'usd',
      custom_unit_amount: null,
      livemode: false,
      lookup_key: PRO_LOOKUP_KEY,
      metadata: {},
      nickname: 'Pro monthly',
      product: PRO_PRODUCT_ID,
      recurring: {
        interval: 'month',
        interval_count: 1,
        meter: null,
        trial_period_days: null,
        usage_type: 'licensed',
      },
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: 500,
      unit_amount_decimal: '500',
    });
  }
}
