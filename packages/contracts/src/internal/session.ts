import { z } from 'zod';
import { SearchDurationSchema, SearchOrderSchema } from '../common/enums.js';

/**
 * Sessions live in Redis: the auth service writes them (login, logout, password change, deletion,
 * promotion) and the gateway reads them on every request.
 */
/** The user's search defaults, carried with the session so the catalog applies them without a lookup. */
export const SearchDefaultsSchema = z.object({ order: SearchOrderSchema, duration: SearchDurationSchema });
export type SearchDefaults = z.infer<typeof SearchDefaultsSchema>;

export const SessionRecordSchema = z.object({
  userId: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  searchDefaults: SearchDefaultsSchema.optional(),
  /** The account's email, for billing (the Stripe customer's email); absent in sessions from before it was kept. */
  email: z.string().optional(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export const sessionKeys = {
  session: (sessionId: string) => `session:${sessionId}`,
  /** Set of a user's session ids, so that all of them can be ended at once. */
  userSessions: (userId: string) => `user-sessions:${userId}`,
};

/** Session ids are 32 random bytes, base64url. */
export const SessionIdPattern = /^[A-Za-z0-9_-]{43}$/;
