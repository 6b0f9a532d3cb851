// List envelopes with Stripe's cursor pagination, and `expand[]` handling.
import { invalid } from './errors.js';
import { str, type FormObject } from './form.js';
import type { StripeStore } from './store.js';

export interface ListEnvelope<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** Newest first, like Stripe; `items` arrive in insertion (oldest first) order. */
export function paginate<T extends { id: string }>(
  items: T[],
  params: FormObject,
  url: string,
): ListEnvelope<T> {
  const limitText = str(params, 'limit');
  const limit = limitText === undefined ? 10 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('Invalid integer: limit must be between 1 and 100', 'limit');
  }
  let ordered = [...items].reverse();
  const after = str(params, 'starting_after');
  const before = str(params, 'ending_before');
  if (after) {
    const index = ordered.findIndex((item) => item.id === after);
    ordered = index === -1 ? [] : ordered.slice(index + 1);
  } else if (before) {
    const index = ordered.findIndex((item) => item.id === before);
    ordered = index === -1 ? [] : ordered.slice(0, index);
    const start = Math.max(0, ordered.length - limit);
    return { object: 'list', data: ordered.slice(start), has_more: start > 0, url };
  }
  return { object: 'list', data: ordered.slice(0, limit), has_more: ordered.length > limit, url };
}

/** Filters that compare a field to a query param only when the param is present. */
export function matches(item: Record<string, unknown>, params: FormObject, fields: string[]): boolean {
  return fields.every((field) => {
    const wanted = str(params, field);
    return wanted === undefined || String(item[field]) === wanted;
  });
}

/**
 * Replaces id strings with the objects they name along each dotted path
 * (`customer`, `data.product`, `items.data.price.product`). Arrays on the way
 * are walked element by element. `value` must already be a copy.
 */
export function expand(value: unknown, paths: string[], store: StripeStore): unknown {
  for (const path of paths) {
    const parts = path.split('.');
    if (parts.length > 4)
      throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
    expandPath(value, parts, store, path);
  }
  return value;
}

function expandPath(node: unknown, parts: string[], store: StripeStore, full: string): void {
  if (Array.isArray(node)) {
    for (const child of node) expandPath(child, parts, store, full);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const [head, ...rest] = parts;
  if (head === undefined) return;
  const record = node as Record<string, unknown>;
  if (head === 'payments' && record.object === 'invoice' && !(head in record)) {
    // Includable: an invoice lists its payments only when asked (`expand[]=latest_invoice.payments`).
    const payments = [...store.invoicePayments.values()].filter((p) => p.invoice === record.id).reverse();
    record.payments = {
      object: 'list',
      data: structuredClone(payments),
      has_more: false,
      url: `/v1/invoices/${String(record.id)}/payments`,
    };
  }
  if (!(head in record)) {
    throw invalid(`This property cannot be expanded (${full}).`, 'expand');
  }
  let child = record[head];
  if (typeof child === 'string') {
    const found = store.find(child);
    if (found) {
      child = structuredClone(found);
      record[head] = child;
    }
  }
  if (rest.length > 0) expandPath(child, rest, store, full);
}
