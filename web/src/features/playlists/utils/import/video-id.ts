import type { VideoCandidate } from './import-types';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);

export const isVideoId = (value: string): boolean => VIDEO_ID.test(value);

/** A bare id as a file writes it. */
export const fromVideoId = (value: string): VideoCandidate => {
  const id = value.trim();
  return isVideoId(id) ? { id } : { label: id || '(empty)', reason: 'malformed-id' };
};

/**
 * A video URL: youtube.com/watch?v=, /shorts/, /live/, /embed/ or youtu.be/, with or without `www.`;
 * anything else is not YouTube. Piped's trick of taking the last 11 characters is not followed: it reads
 * any URL as an id.
 */
export function fromVideoUrl(value: string): VideoCandidate {
  const text = value.trim();
  if (isVideoId(text)) return { id: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { label: text || '(empty)', reason: 'malformed-id' };
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return { label: text, reason: 'not-youtube' };
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname.toLowerCase() === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'live', 'embed', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return id && isVideoId(id) ? { id } : { label: text, reason: 'malformed-id' };
}
