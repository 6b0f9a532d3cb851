// Reading the bodies of the billing control hooks: each bad field is a 400 naming it, an unknown
// id a 404 naming it, in Stripe's error envelope.
import type { SandboxCore } from './core.js';
import { notFound, StripeApiError } from './errors.js';
import type { Charge, Customer } from './types.js';

export type Body = Record<string, unknown>;

export function badField(field: string, message: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message: `"${field}" ${message}`,
    param: field,
  });
}

export function textField(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw badField(field, 'must be a non-empty string');
  return value.trim();
}

export function numberField(body: Body, field: string): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badField(field, 'must be a number');
  return value;
}

/** The newest live customer with that email; one with a subscription wins over one without. */
function customerByEmail(core: SandboxCore, email: string): Customer | undefined {
  const wanted = email.toLowerCase();
  const matching = [...core.store.customers.values()]
    .filter((c) => !c.deleted && c.email?.toLowerCase() === wanted)
    .reverse();
  const subscribed = new Set([...core.store.subscriptions.values()].map((s) => s.customer));
  return matching.find((c) => subscribed.has(c.id)) ?? matching[0];
}

/** `{customer: "cus_…"}` or `{email: "…"}`, exactly one. */
export function customerFrom(core: SandboxCore, body: Body): Customer {
  const id = textField(body, 'customer');
  const email = textField(body, 'email');
  if (id !== undefined && email !== undefined)
    throw badField('email', 'cannot be given with "customer"; give one of them');
  if (id !== undefined) {
    const customer = core.store.customers.get(id);
    if (!customer || customer.deleted) throw notFound('customer', id, 'customer');
    return customer;
  }
  if (email !== undefined) {
    const customer = customerByEmail(core, email);
    if (!customer) throw notFound('customer with email', email, 'email');
    return customer;
  }
  throw badField('customer', 'is required (a customer id), or give "email"');
}

/** `{charge: "ch_…"}`, or a customer's newest succeeded charge by `{customer}` / `{email}`. */
export function chargeFrom(core: SandboxCore, body: Body): Charge {
  const id = textField(body, 'charge');
  if (id !== undefined) {
    if (body.customer !== undefined || body.email !== undefined) {
      throw badField('charge', 'cannot be given with "customer" or "email"; give one of them');
    }
    const charge = core.store.charges.get(id);
    if (!charge) throw notFound('charge', id, 'charge');
    return charge;
  }
  if (body.customer === undefined && body.email === undefined) {
    throw badField('charge', 'is required (a charge id), or give "customer" or "email"');
  }
  const customer = customerFrom(core, body);
  const charges = [...core.store.charges.values()].filter(
    (c) => c.customer === customer.id && c.status === 'succeeded',
  );
  const newest = charges.at(-1);
  if (!newest)
    throw badField(
      body.customer !== undefined ? 'customer' : 'email',
      'names a customer without a succeeded charge',
    );
  return newest;
}
