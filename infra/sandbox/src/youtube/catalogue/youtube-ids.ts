import type { SeededRandom } from './seeded-random.js';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Real ids encode 64 (videos) or 128 (channels) bits, so the last character only
// carries a few bits and comes from a restricted set; mimic that.
const VIDEO_ID_LAST = 'AEIMQUYcgkosw048';
const CHANNEL_ID_LAST = 'AQgw';

function randomChars(random: SeededRandom, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += random.pick([...ID_ALPHABET]);
  return out;
}

export function makeVideoId(random: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const id = randomChars(random, 10) + random.pick([...VIDEO_ID_LAST]);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

export function makeChannelId(random: SeededRandom, taken: Set<string>): string {
  for (;;) {
    const id = `UC${randomChars(random, 21)}${random.pick([...CHANNEL_ID_LAST])}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** The uploads playlist id is the channel id with UC swapped for UU. */
export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

export function channelIdFromUploads(playlistId: string): string | undefined {
  return playlistId.startsWith('UU') && playlistId.length === 24 ? `UC${playlistId.slice(2)}` : undefined;
}
