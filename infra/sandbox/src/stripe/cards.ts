// Stripe's documented test cards. As in real test mode, a well-formed number
// that is not a test card is declined rather than charged.
import { StripeApiError } from './errors.js';

export interface CardInput {
  number: string;
  /** `MM / YY`, `MM/YY` or `MMYY`; optional for API-driven payments. */
  expiry?: string;
  cvc?: string;
}

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

const DECLINES: Record<string, { code: string; decline: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    decline: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', decline: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', decline: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    decline: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
};

function cardError(code: string, message: string, param?: string, declineCode?: string): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code,
    message,
    ...(param ? { param } : {}),
    ...(declineCode ? { decline_code: declineCode } : {}),
  });
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function checkExpiry(expiry: string, now: Date): void {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  const month = Number(m?.[1]);
  if (!m || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration date is incomplete.", 'exp_month');
  }
  const rawYear = Number(m[2]);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw cardError('invalid_expiry_year', "Your card's expiration date is in the past.", 'exp_year');
  }
}

/** Returns the last four digits of an accepted card; throws Stripe's card_error otherwise. */
export function chargeCard(card: CardInput, now = new Date()): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  if (card.expiry !== undefined) checkExpiry(card.expiry, now);
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc.trim())) {
    throw cardError('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
  }
  const decline = DECLINES[digits];
  if (decline) throw cardError(decline.code, decline.message, undefined, decline.decline);
  if (!SUCCEEDS.has(digits)) {
    throw cardError(
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      undefined,
      'test_mode_live_card',
    );
  }
  return digits.slice(-4);
}
