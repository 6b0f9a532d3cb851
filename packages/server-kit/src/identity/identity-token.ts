import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { IdentityClaimsSchema, type IdentityClaims } from '@stillframe/contracts';

/** Lifetime of an identity token: long enough for one forwarded call, too short to be worth stealing. */
export const IdentityTokenTtlSeconds = 30;

const encode = (value: string | Buffer): string => Buffer.from(value).toString('base64url');
// One key object per secret: importing the secret again on every call costs a fifth of the HMAC.
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
};
const mac = (payload: string, secret: string): Buffer =>
  createHmac('sha256', keyOf(secret)).update(payload).digest();
const sign = (payload: string, secret: string): string => mac(payload, secret).toString('base64url');
/** An HMAC-SHA256 in base64url without padding: 43 characters. */
const SIGNATURE_LENGTH = 43;

/** Signs the caller's identity for one forwarded request (gateway side). */
export function signIdentity(claims: Omit<IdentityClaims, 'exp'>, secret: string, now = Date.now()): string {
  const full: IdentityClaims = { ...claims, exp: Math.floor(now / 1000) + IdentityTokenTtlSeconds };
  const payload = encode(JSON.stringify(full));
  return `v1.${payload}.${sign(payload, secret)}`;
}

/** Verifies a token (service side); null when it is missing, forged, malformed or expired. */
export function verifyIdentity(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): IdentityClaims | null {
  if (!token) return null;
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || signature?.length !== SIGNATURE_LENGTH) return null;
  // Raw bytes against raw bytes: one decoding of the 43 characters instead of encoding and copying both.
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== 32 || !timingSafeEqual(mac(payload, secret), given)) return null;
  try {
    const claims = IdentityClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!claims.success || claims.data.exp < Math.floor(now / 1000)) return null;
    return claims.data;
  } catch {
    return null;
  }
}
