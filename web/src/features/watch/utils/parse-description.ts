import { paths } from '@/config/paths';

export type DescriptionPart =
  | { kind: 'text'; text: string }
  /** A link the app opens itself: a watch or channel link, or a link to the product's own host. */
  | { kind: 'internal'; text: string; to: string }
  | { kind: 'external'; text: string; href: string }
  /** A chapter or other time in the text (`04:08`, `1:02:03`): a link that moves the player there. */
  | { kind: 'seek'; text: string; seconds: number };

// Full http(s) URLs, plus bare youtube.com / youtu.be links as people paste them.
const LINK_PATTERN = /https?:\/\/[^\s<>"]+|\b(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be)\/[^\s<>"]+/gi;
// m:ss, mm:ss or h:mm:ss, not inside a longer number, word or ratio (10:30:45:12, v1:20, 3.10:20).
const TIME_PATTERN = /(?<![\w:.])(?:(\d{1,2}):)?(\d{1,3}):(\d{2})(?![\w:])/g;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const CHANNEL_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);

/** Cuts trailing punctuation and an unbalanced closing parenthesis off a matched link. */
function trimLink(raw: string): string {
  let link = raw.replace(TRAILING_PUNCTUATION, '');
  while (link.endsWith(')') && (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0)) {
    link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return link;
}

/** YouTube's `t` parameter: 90, 90s, 1m30s, 1h2m3s. */
export function parseStartTime(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || value === '') return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

/**
 * The app route a YouTube link stands for: /watch/{id}, /channel/{id-or-handle} or, for a legacy
 * `/user/` link, /channel/{username}?by=username; null when it is none of them.
 */
export function youtubeRouteFor(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const [first = '', second = ''] = segments;
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));

  if (host === 'youtu.be') return VIDEO_ID.test(first) ? paths.watch.getHref(first, start) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;

  if (first === 'watch') {
    const id = url.searchParams.get('v') ?? '';
    return VIDEO_ID.test(id) ? paths.watch.getHref(id, start) : null;
  }
  if (['shorts', 'embed', 'live', 'v'].includes(first))
    return VIDEO_ID.test(second) ? paths.watch.getHref(second, start) : null;
  if (first === 'channel')
    return /^UC[A-Za-z0-9_-]{10,40}$/.test(second) ? paths.channel.getHref(second) : null;
  if (first.startsWith('@')) return CHANNEL_NAME.test(first.slice(1)) ? paths.channel.getHref(first) : null;
  if (!CHANNEL_NAME.test(second)) return null;
  // Custom URL names became handles; legacy usernames are looked up as such.
  if (first === 'c') return paths.channel.getHref(`@${second}`);
  if (first === 'user') return paths.channel.getHref(second, 'username');
  return null;
}

function classify(text: string, ownHosts: readonly string[]): DescriptionPart {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { kind: 'text', text };
  }
  const route = youtubeRouteFor(url);
  if (route) return { kind: 'internal', text, to: route };
  if (ownHosts.includes(url.host.toLowerCase()))
    return { kind: 'internal', text, to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', text, href: url.href };
}

/** Seconds a written time stands for, or null when it is no time (75:00:00 is, 1:75 is not). */
export function parseClockTime(hours: string | undefined, minutes: string, seconds: string): number | null {
  const [h, m, s] = [Number(hours ?? 0), Number(minutes), Number(seconds)];
  if (s >= 60 || (hours !== undefined && (m >= 60 || minutes.length !== 2))) return null;
  return h * 3600 + m * 60 + s;
}

/** Plain text with its written times turned into seek parts. */
function splitTimes(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TIME_PATTERN)) {
    const seconds = parseClockTime(match[1], match[2] ?? '', match[3] ?? '');
    if (seconds === null) continue;
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    parts.push({ kind: 'seek', text: match[0], seconds });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Splits a video description into text, links and times; never produces markup. */
export function parseDescription(description: string, ownHosts: readonly string[] = []): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const hosts = ownHosts.map((host) => host.toLowerCase());
  let last = 0;
  for (const match of description.matchAll(LINK_PATTERN)) {
    const index = match.index ?? 0;
    const link = trimLink(match[0]);
    if (!link) continue;
    if (index > last) parts.push(...splitTimes(description.slice(last, index)));
    parts.push(classify(link, hosts));
    last = index + link.length;
  }
  if (last < description.length) parts.push(...splitTimes(description.slice(last)));
  return parts;
}
