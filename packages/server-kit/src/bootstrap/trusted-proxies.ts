import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Why an entry of a trusted proxy list is not a network, or null when it is one: an IPv4 or IPv6
 * address, or one with a prefix length (`10.0.0.0/8`, `fd00::/8`).
 */
export function trustedProxyProblem(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return 'is not an IP address or a CIDR network (e.g. 10.0.0.0/8)';
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `has a prefix length that is not a whole number from 0 to ${bits}`;
  return null;
}

/**
 * A comma-separated list of the proxies in front of an app whose X-Forwarded-For entries are
 * believed, as networks (`10.244.0.0/16,192.0.2.10`). Each bad entry is named in the error.
 */
export const trustedProxiesSetting = (name: string) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .superRefine((entries, context) => {
      for (const entry of entries) {
        const problem = trustedProxyProblem(entry);
        if (problem) context.addIssue({ code: 'custom', message: `${name} entry "${entry}" ${problem}` });
      }
    });

/**
 * Fastify's `trustProxy` for the proxies in front: by network, X-Forwarded-For is read from the right
 * while each hop is a trusted network's, and the first address that is not is the client (whatever a
 * client wrote further left); by count, the nearest `hops` entries are proxies. Counting is the simple
 * case of one known hop; a load balancer that adds a hop of its own, or none, shifts every count, so
 * the two cannot be combined.
 */
export function trustProxySetting(
  hops: number,
  networks: readonly string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (hops > 0 && networks.length > 0)
    throw new Error('Trust proxies by count (TRUST_PROXY_HOPS) or by network (TRUSTED_PROXIES), not both');
  for (const entry of networks) {
    const problem = trustedProxyProblem(entry);
    if (problem) throw new Error(`Trusted proxy "${entry}" ${problem}`);
  }
  if (networks.length > 0) return [...networks];
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
