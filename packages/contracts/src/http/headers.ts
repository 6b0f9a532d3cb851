/** Headers between the gateway and the services. Browsers never set these: the gateway strips them. */
export const InternalHeader = {
  /** Short-lived signed identity token, created by the gateway for every forwarded request. */
  identity: 'x-stillframe-identity',
  requestId: 'x-request-id',
  /** Set by the auth service on a response: the gateway turns it into the session cookie. */
  setSession: 'x-stillframe-set-session',
  /** Set by the auth service on a response: the gateway clears the session cookie. */
  clearSession: 'x-stillframe-clear-session',
  /** The browser's device cookie, passed to the auth service on its routes (trusted-device sign-in). */
  device: 'x-stillframe-device',
  /** Set by the auth service after a successful sign-in: the gateway turns it into the device cookie. */
  setDevice: 'x-stillframe-set-device',
  /**
   * Set by a service on an answer that is the same for every caller sending the same path and query
   * with the same search defaults: how many more seconds it stays fresh. The gateway may answer such
   * calls from its own copy that long, after all of its checks (docs/decisions/0025-gateway-answer-copies.md).
   */
  shareableFor: 'x-stillframe-shareable-for',
  /**
   * Set by the library on a share link's public answer: the owner's user id. The gateway shows the
   * notes only while the owner has Pro (the library knows no plans) and never passes the header on.
   */
  shareOwner: 'x-stillframe-share-owner',
} as const;

/** Response header carrying the cursor of the next page on list calls that accept `limit`/`cursor`. */
export const NextCursorHeader = 'x-next-cursor';

export const SessionCookieName = 'stillframe_session';
/** Login state lasts 180 days (docs/product.md, Numbers). */
export const SessionTtlSeconds = 180 * 24 * 60 * 60;

/**
 * Marks a browser the account's owner signed in from: its sign-in attempts are counted apart from
 * everyone else's, so strangers' failures never lock it out.
 */
export const DeviceCookieName = 'stillframe_device';
export const DeviceCookieTtlSeconds = SessionTtlSeconds;
