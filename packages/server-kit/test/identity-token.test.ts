import { signIdentity, verifyIdentity } from '../src/identity/identity-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const claims = { sub: 'user-1', adm: false, sid: 'session-1', ip: '127.0.0.1', rid: 'request-1' };

describe('identity token', () => {
  it('round-trips the claims with an expiry 30 s ahead', () => {
    const now = Date.UTC(2026, 0, 1);
    const verified = verifyIdentity(signIdentity(claims, secret, now), secret, now);
    expect(verified).toEqual({ ...claims, exp: now / 1000 + 30 });
  });

  it('refuses another secret, a changed payload, a changed signature and a missing token', () => {
    const token = signIdentity(claims, secret);
    expect(verifyIdentity(token, 'another-secret-of-at-least-thirty-two-chars')).toBeNull();
    const [version, payload, signature] = token.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...claims, adm: true, exp: 9e9 })).toString('base64url');
    expect(verifyIdentity(`${version}.${elevated}.${signature}`, secret)).toBeNull();
    expect(verifyIdentity(`${version}.${payload}.${signature?.slice(1)}x`, secret)).toBeNull();
    expect(verifyIdentity(undefined, secret)).toBeNull();
    expect(verifyIdentity('garbage', secret)).toBeNull();
  });

  it('refuses an expired token', () => {
    const then = Date.UTC(2026, 0, 1);
    const token = signIdentity(claims, secret, then);
    expect(verifyIdentity(token, secret, then + 29_000)).not.toBeNull();
    expect(verifyIdentity(token, secret, then + 31_000)).toBeNull();
  });
});
