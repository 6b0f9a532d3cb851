import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a type prefix and random base62, e.g. `cus_T1a2B3c4D5e6F7`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** Adds calendar months the way Stripe bills: Jan 31 + 1 month = Feb 28/29. */
export function addMonths(unixSeconds: number, months: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return Math.floor(d.getTime() / 1000);
}

export function addInterval(unixSeconds: number, interval: string, count: number): number {
  switch (interval) {
    case 'day':
      return unixSeconds + 86_400 * count;
    case 'week':
      return unixSeconds + 7 * 86_400 * count;
    case 'year':
      return addMonths(unixSeconds, 12 * count);
    default:
      return addMonths(unixSeconds, count);
  }
}
