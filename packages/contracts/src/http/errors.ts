import { z } from 'zod';

/** Machine-readable error codes; the web maps them to the product's texts (docs/product.md). */
export const ErrorCode = {
  validationFailed: 'validation_failed',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** A request (its body above all) that did not arrive in time: the connection is closed. */
  requestTimeout: 'request_timeout',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  incorrectPassword: 'incorrect_password',
  forbidden: 'forbidden',
  csrfRejected: 'csrf_rejected',
  subscriptionRequired: 'subscription_required',
  notFound: 'not_found',
  conflict: 'conflict',
  /** A write that would take the account past one of its storage bounds; nothing was written. */
  storageLimit: 'storage_limit',
  emailTaken: 'email_taken',
  /** Deleting or demoting the only administrator would leave nobody to administer the product. */
  lastAdministrator: 'last_administrator',
  rateLimited: 'rate_limited',
  quotaExceeded: 'quota_exceeded',
  /** The caller's own share of the day's YouTube quota is spent (an account's budget or the anonymous share). */
  budgetExceeded: 'budget_exceeded',
  upstreamFailed: 'upstream_failed',
  upstreamTimeout: 'upstream_timeout',
  serviceUnavailable: 'service_unavailable',
  billingUnavailable: 'billing_unavailable',
  noBillingAccount: 'no_billing_account',
  internalError: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status that goes with each code, so every app answers the same status for the same failure. */
export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  request_timeout: 408,
  unauthorized: 401,
  invalid_credentials: 401,
  incorrect_password: 403,
  forbidden: 403,
  csrf_rejected: 403,
  subscription_required: 402,
  not_found: 404,
  conflict: 409,
  storage_limit: 409,
  email_taken: 409,
  last_administrator: 409,
  rate_limited: 429,
  quota_exceeded: 429,
  budget_exceeded: 429,
  upstream_failed: 502,
  upstream_timeout: 504,
  service_unavailable: 503,
  billing_unavailable: 503,
  no_billing_account: 400,
  internal_error: 500,
};

export const ErrorDetailSchema = z.object({
  /** Dotted path of the offending field, e.g. `body.email`. */
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** The one error body of the whole API. */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.array(ErrorDetailSchema).optional(),
  /** A validation error lists at most 20 details; this many more were found and left out. */
  omittedDetails: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Turns a zod failure into the error details, naming each field under its part of the request. */
export function detailsFromZod(error: z.ZodError, part: 'body' | 'query' | 'params'): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
