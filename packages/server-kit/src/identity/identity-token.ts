import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { IdentityClaimsSchema, type IdentityClaims } from '@stillframe/contracts';

/** Lifetime of an identity token: long enough for one forwarded call, too short to be worth stealing. */
export const IdentityTokenTtlSeconds = 30;

const encode = (value: string | Buffer): string => Buffer.from(value).toString('base64url');
/** The secret imported once as a key: importing it on every call was half the cost of an HMAC. */
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};
const sign = (payload: string, secret: string): string =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

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
  if (version !== 'v1' || !payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
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
