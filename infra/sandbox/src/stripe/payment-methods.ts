// Saved cards: PaymentMethod objects (`pm_…`) attached to a customer, the customer's default
// (invoice_settings.default_payment_method) and the number behind each, which decides how it pays.
import { brandOf, expiryOf } from './cards.js';
import type { SandboxCore } from './core.js';
import { previousAttributes, type EventInput } from './events.js';
import { newId } from './ids.js';
import type { Customer, PaymentMethod } from './types.js';

export interface CardDetails {
  digits: string;
  expiry?: string;
}

export function buildPaymentMethod(card: CardDetails, customer: Customer, now: number): PaymentMethod {
  const brand = brandOf(card.digits);
  const { month, year } = expiryOf(card.expiry);
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: customer.email,
      name: customer.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: month,
      exp_year: year,
      fingerprint: newId('', 16).slice(1),
      funding: 'credit',
      generated_from: null,
      last4: card.digits.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now,
    customer: customer.id,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/** Attaches a card to the customer without any check. */
export function attachCard(
  core: SandboxCore,
  customer: Customer,
  card: CardDetails,
  at: number,
): PaymentMethod {
  const method = buildPaymentMethod(card, customer, at);
  core.store.paymentMethods.set(method.id, method);
  core.store.cardNumbers.set(method.id, card.digits);
  return method;
}

/**
 * Makes a saved card the one renewals charge: the customer's default and that of each of its
 * live subscriptions. Returns the events Stripe sends for it (attached, customer updated).
 */
export function makeDefaultCard(core: SandboxCore, customer: Customer, method: PaymentMethod): EventInput[] {
  const events: EventInput[] = [{ type: 'payment_method.attached', object: method }];
  const before = { default_payment_method: customer.invoice_settings.default_payment_method };
  customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: method.id };
  events.push({ type: 'customer.updated', object: customer, previous: { invoice_settings: before } });
  for (const sub of core.store.subscriptions.values()) {
    if (sub.customer !== customer.id || sub.status === 'canceled') continue;
    const previous = previousAttributes(
      { default_payment_method: sub.default_payment_method },
      { default_payment_method: method.id },
    );
    sub.default_payment_method = method.id;
    if (previous) events.push({ type: 'customer.subscription.updated', object: sub, previous });
  }
  return events;
}

/** The card a customer's subscription is charged with: the subscription's own, else the customer's default. */
export function cardToCharge(
  core: SandboxCore,
  customerId: string,
  subscriptionCard: string | null,
): { method: PaymentMethod; digits: string } | undefined {
  const customer = core.store.customers.get(customerId);
  const id = subscriptionCard ?? customer?.invoice_settings.default_payment_method ?? null;
  const method = id ? core.store.paymentMethods.get(id) : undefined;
  const digits = id ? core.store.cardNumbers.get(id) : undefined;
  return method && digits ? { method, digits } : undefined;
}
