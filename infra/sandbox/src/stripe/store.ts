import type {
  Charge,
  CheckoutSession,
  Customer,
  Invoice,
  InvoicePayment,
  LineItem,
  Metadata,
  PaymentIntent,
  PortalSession,
  Price,
  Product,
  Refund,
  StripeEvent,
  Subscription,
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

  constructor() {
    this.seed();
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  reset(): void {
    this.clockOffset = 0;
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
    };
    return table[prefix]?.get(id);
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
