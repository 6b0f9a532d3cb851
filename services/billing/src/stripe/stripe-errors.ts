import { ErrorCode } from '@stillframe/contracts';
import { AppException, type Logger } from '@stillframe/server-kit';

interface StripeErrorLike {
  type?: string;
  statusCode?: number;
  code?: string;
  message?: string;
}

const UNAVAILABLE = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
]);

const asStripeError = (error: unknown): StripeErrorLike | null =>
  error &&
  typeof error === 'object' &&
  typeof (error as StripeErrorLike).type === 'string' &&
  (error as StripeErrorLike).type!.startsWith('Stripe')
    ? (error as StripeErrorLike)
    : null;

/** Stripe could not be reached or refused our key: worth trying again later, not the caller's fault. */
export const isStripeUnavailable = (error: unknown): boolean =>
  UNAVAILABLE.has(asStripeError(error)?.type ?? '');

/** The object does not exist at Stripe (404 resource_missing). */
export const isStripeMissing = (error: unknown): boolean => {
  const stripe = asStripeError(error);
  return (
    stripe?.type === 'StripeInvalidRequestError' &&
    (stripe.statusCode === 404 || stripe.code === 'resource_missing')
  );
};

/** Stripe refused the request itself (400), e.g. canceling a subscription that has just been canceled. */
export const isStripeRefusal = (error: unknown): boolean =>
  asStripeError(error)?.type === 'StripeInvalidRequestError';

export const stripeErrorCode = (error: unknown): string | undefined => asStripeError(error)?.code;

/**
 * Turns a Stripe failure into the API's error: 503 when Stripe is unreachable (the user may retry),
 * 502 when Stripe refused the request (a configuration problem, logged in full, shown in brief).
 */
export function toBillingException(error: unknown, action: string, logger: Logger): Error {
  const stripe = asStripeError(error);
  if (!stripe) return error instanceof Error ? error : new Error(String(error));
  if (isStripeUnavailable(error)) {
    logger.warn({ action, stripeError: stripe.type, message: stripe.message }, 'stripe unavailable');
    return new AppException(
      ErrorCode.billingUnavailable,
      'Payments are unavailable right now. Please try again in a few minutes.',
    );
  }
  logger.error(
    {
      action,
      stripeError: stripe.type,
      code: stripe.code,
      status: stripe.statusCode,
      message: stripe.message,
    },
    'stripe refused a request',
  );
  return new AppException(
    ErrorCode.upstreamFailed,
    'The payment provider refused the request. Please try again later.',
  );
}
