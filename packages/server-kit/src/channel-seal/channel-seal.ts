import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FavoriteChannelFields } from '@stillframe/contracts';

/**
 * The catalog's word that a channel has these details: the catalog seals each channel it answers in
 * channel details, and the library stores an imported favourite only under a valid seal. Services never
 * call each other (ARCHITECTURE.md), so the browser carries the seal from one to the other and cannot
 * change a field, or invent a channel, without breaking it.
 *
 * The key is derived from the internal token secret every service already holds, under its own label,
 * so that a seal can never pass as an identity token's MAC or the reverse.
 */
const KEY_LABEL = 'channel-seal v1';

const keys = new Map<string, Buffer>();
const sealKeyOf = (secret: string): Buffer => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update(KEY_LABEL).digest()));
  return key;
};

const mac = (channel: FavoriteChannelFields, secret: string): Buffer =>
  createHmac('sha256', sealKeyOf(secret))
    // A JSON array keeps the fields apart: no two different channels give the same text.
    .update(
      JSON.stringify([
        channel.id,
        channel.title,
        channel.thumbnailUrl,
        channel.subscriberCount,
        channel.description,
      ]),
    )
    .digest();

/** The seal of a channel's favourite fields: HMAC-SHA256 in base64url, 43 characters. */
export function sealChannel(channel: FavoriteChannelFields, secret: string): string {
  return mac(channel, secret).toString('base64url');
}

/** Whether `seal` is the catalog's seal over exactly these fields. */
export function isChannelSealValid(channel: FavoriteChannelFields, seal: string, secret: string): boolean {
  const given = Buffer.from(seal, 'base64url');
  return given.length === 32 && timingSafeEqual(mac(channel, secret), given);
}
