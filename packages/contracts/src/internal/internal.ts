import { z } from 'zod';
import {
  AccessEndReasonSchema,
  BillingIssueSchema,
  SubscriptionStatusSchema,
} from '../billing/subscription.schema.js';
import { SearchDefaultsSchema } from './session.js';
import { UuidSchema } from '../common/ids.js';

/** Calls between Stillframe's own processes; the gateway never exposes them. */
export const internalPaths = {
  /** billing: entitlement of one user, read by the gateway for gated routes. */
  entitlement: '/internal/entitlements/:userId',
  live: '/health/live',
  ready: '/health/ready',
} as const;

/**
 * What billing answers the gateway: the public status, read leniently during a rolling upgrade (a
 * billing replica from before failed renewals were told sends neither field).
 */
export const EntitlementSchema = SubscriptionStatusSchema.extend({
  billingIssue: BillingIssueSchema.nullable().default(null),
  accessEndedBecause: AccessEndReasonSchema.nullable().default(null),
});

export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'down']),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** Broadcasts over the Redis transport: may be lost, so each is also bounded by a cache TTL. */
export const BroadcastEvent = {
  entitlementChanged: 'entitlement.changed',
  /** A user's sessions ended or changed (sign-out, password change, deletion, promotion, preferences). */
  sessionsChanged: 'sessions.changed',
} as const;
export const EntitlementChangedSchema = z.object({ userId: z.string() });
export const SessionsChangedSchema = z.object({ userId: z.string() });

/** BullMQ queues for work that must not be lost. */
export const DurableQueue = {
  libraryAccountPurge: 'library-account-purge',
  billingAccountPurge: 'billing-account-purge',
  stripeWebhooks: 'billing-stripe-webhooks',
} as const;
/** The user id is canonical: the purge deletes by it, so another spelling would leave rows behind. */
export const AccountPurgeJobSchema = z.object({ userId: UuidSchema, requestedAt: z.iso.datetime() });
export type AccountPurgeJob = z.infer<typeof AccountPurgeJobSchema>;

/** Claims of the identity token the gateway signs for each forwarded request. */
export const IdentityClaimsSchema = z.object({
  /** User id, or null for an anonymous caller. */
  sub: z.string().nullable(),
  adm: z.boolean(),
  /** Session id, so that the auth service can end it. */
  sid: z.string().nullable(),
  /** Client address, for per-address limits. */
  ip: z.string(),
  rid: z.string(),
  /** The signed-in user's search defaults (order, duration), from the session. */
  prf: SearchDefaultsSchema.nullable().optional(),
  /**
   * The signed-in user's plan, sent to the catalog only: its YouTube budget per account follows it.
   * Absent for anonymous callers (and from older gateways): the catalog then counts a signed-in caller as free.
   */
  pln: z.enum(['pro', 'free']).optional(),
  /** The signed-in user's email, sent to billing only: the Stripe customer carries it. */
  eml: z.string().optional(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;
