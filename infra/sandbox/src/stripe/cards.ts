// Stripe's documented test cards. As in real test mode, a well-formed number
// that is not a test card is declined rather than charged.
import { StripeApiError } from './errors.js';

/** Attaches and pays when given, but every later charge of the saved card is declined. */
export const DECLINES_AFTER_ATTACHING = '4000000000000341';
/** Asks for authentication (3D Secure) on every payment, renewals included. */
export const ALWAYS_AUTHENTICATES = '4000002760003184';

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

export interface Decline {
  code: string;
  decline: string;
  message: string;
}

const GENERIC_DECLINE: Decline = {
  code: 'card_declined',
  decline: 'generic_decline',
  message: 'Your card was declined.',
};

const LIVE_CARD_DECLINE: Decline = {
  code: 'card_declined',
  decline: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  decline: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** What Stripe answers when the buyer fails the 3D Secure challenge. */
export const AUTHENTICATION_FAILED: Decline = {
  code: 'payment_intent_authentication_failure',
  decline: 'authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const DECLINES: Record<string, Decline> = {
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

export function cardError(
  code: string,
  message: string,
  param?: string,
  declineCode?: string,
): StripeApiError {
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

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Checks what a form can check (number, expiry, CVC) and returns the digits; throws Stripe's card_error. */
export function checkCard(card: CardInput, now = new Date()): string {
  const digits = digitsOf(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  if (card.expiry !== undefined) checkExpiry(card.expiry, now);
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc.trim())) {
    throw cardError('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
  }
  return digits;
}

/** Cards that are refused the moment they are given (checkout, saving in the portal). */
export function declineWhenGiven(digits: string): Decline | undefined {
  if (DECLINES[digits]) return DECLINES[digits];
  const known =
    SUCCEEDS.has(digits) || digits === DECLINES_AFTER_ATTACHING || digits === ALWAYS_AUTHENTICATES;
  return known ? undefined : LIVE_CARD_DECLINE;
}

export function requiresAuthentication(digits: string): boolean {
  return digits === ALWAYS_AUTHENTICATES;
}

/**
 * How a charge goes: `saved` is a later charge of a card on file (renewals, retries), `given` a
 * card typed in for this payment, `authenticated` one whose 3D Secure step was completed.
 */
export type CardUse = 'saved' | 'given' | 'authenticated';

export type ChargeOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; decline: Decline }
  | { kind: 'requires_action'; decline: Decline };

export function chargeOutcome(digits: string, use: CardUse): ChargeOutcome {
  const refused = declineWhenGiven(digits);
  if (refused) return { kind: 'declined', decline: refused };
  if (digits === DECLINES_AFTER_ATTACHING && use === 'saved')
    return { kind: 'declined', decline: GENERIC_DECLINE };
  if (requiresAuthentication(digits) && use !== 'authenticated') {
    return { kind: 'requires_action', decline: AUTHENTICATION_REQUIRED };
  }
  return { kind: 'succeeded' };
}

/** The brand Stripe reports for a number, from its first digits. */
export function brandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^6/.test(digits)) return 'discover';
  return 'visa';
}

/** A form's `MM / YY` as Stripe's exp_month/exp_year; a card given without one gets a future date. */
export function expiryOf(expiry: string | undefined): { month: number; year: number } {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry ?? '');
  if (!m) return { month: 12, year: 2034 };
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

/** A card given at checkout: checked, then refused or accepted; returns the digits. */
export function chargeCard(card: CardInput, now = new Date()): string {
  const digits = checkCard(card, now);
  const decline = declineWhenGiven(digits);
  if (decline) throw cardError(decline.code, decline.message, undefined, decline.decline);
  return digits;
}
