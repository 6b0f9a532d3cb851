import { YouTubeChannelIdPattern } from '@stillframe/contracts';
import type { Candidate } from './import-types';

const ID_IN_URL = [/[?&]channel_id=([^&#]*)/, /\/feed\/channel\/([^/?#]*)/, /\/channel\/([^/?#]*)/];

export const isChannelId = (value: string): boolean => YouTubeChannelIdPattern.test(value);

/** A channel id taken as it is, or skipped as malformed. */
export function fromId(raw: string, extra: { title?: string; thumbnailUrl?: string } = {}): Candidate {
  const id = raw.trim();
  if (!isChannelId(id)) return { label: extra.title || raw.trim() || '(empty)', reason: 'malformed-id' };
  return { id, ...withoutEmpty(extra) };
}

/**
 * The channel id in a channel, feed or RSS link (`/channel/UC…`, `/feed/channel/UC…`, `channel_id=UC…`),
 * on YouTube or on an Invidious or Piped instance. Links without one (handles, playlists) are skipped.
 */
export function fromUrl(url: string, extra: { title?: string; thumbnailUrl?: string } = {}): Candidate {
  const label = extra.title || url;
  for (const pattern of ID_IN_URL) {
    const match = pattern.exec(url);
    if (match) {
      const id = decodeURIComponent(match[1] ?? '');
      return isChannelId(id) ? { id, ...withoutEmpty(extra) } : { label, reason: 'malformed-id' };
    }
  }
  return { label, reason: 'malformed-id' };
}

function withoutEmpty(extra: { title?: string; thumbnailUrl?: string }) {
  return {
    ...(extra.title?.trim() ? { title: extra.title.trim() } : {}),
    ...(extra.thumbnailUrl && /^https:\/\//.test(extra.thumbnailUrl)
      ? { thumbnailUrl: extra.thumbnailUrl }
      : {}),
  };
}
