import { createHash } from 'node:crypto';
import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { randomFor } from './community-segments.js';

/** One video's entry in DeArrow's wire format (booleans here, unlike SponsorBlock's 0/1). */
export interface WireBranding {
  titles: Array<{ title: string; original: boolean; votes: number; locked: boolean; UUID: string }>;
  thumbnails: Array<{
    timestamp: number | null;
    original: boolean;
    votes: number;
    locked: boolean;
    UUID: string;
  }>;
  casualVotes: Array<{ id: string; count: number; title: string | null }>;
  randomTime: number;
  videoDuration: number | null;
}

const uuidOf = (videoId: string, what: string) =>
  createHash('sha256').update(`${what}:${videoId}`).digest('hex').slice(0, 36);

/** Trailing decorations the community drops: "| 4K Nature Walk", "— Relaxing Sounds", "(No Talking)". */
const DECORATION = /\s*(?:\||—|–|\s-\s|\().*$/u;

/**
 * The title the community would write: the video's subject without the uploader's decorations, in
 * sentence case, with its length in words, e.g. "Birdsong in the oak woods, 2 hours". DeArrow stores
 * `<` as `‹`, and a word the submitter wants kept as typed starts with `>`.
 */
export function communityTitle(video: CatalogueVideo): string {
  const subject = video.title.replace(DECORATION, '').trim() || video.title;
  const words = subject.split(/\s+/);
  const sentence = words
    .map((word, index) => (index === 0 ? word : /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ')
    .replaceAll('<', '\u2039');
  const minutes = Math.round((video.durationSeconds ?? 0) / 60);
  const length =
    minutes >= 90 ? `${Math.round(minutes / 60)} hours` : minutes >= 1 ? `${minutes} min` : 'under a minute';
  return `${sentence}, ${length}`;
}

/**
 * What DeArrow knows of a video, drawn from its id: about half have a community title, some of them a
 * frame chosen as thumbnail, a few a title voted down (which clients must not show) or the uploader's
 * own title endorsed. Live streams have nothing.
 */
export function communityBranding(video: CatalogueVideo): WireBranding | null {
  const random = randomFor(video.id, 'branding');
  const duration = video.durationSeconds;
  const randomTime = randomFor(video.id, 'random-time').next();
  if (duration === null || !random.chance(0.6)) return null;
  const titles: WireBranding['titles'] = [];
  const roll = random.next();
  if (roll < 0.7) {
    titles.push({
      title: communityTitle(video),
      original: false,
      votes: random.int(0, 12),
      locked: random.chance(0.2),
      UUID: uuidOf(video.id, 'title'),
    });
  } else if (roll < 0.85) {
    titles.push({
      title: communityTitle(video),
      original: false,
      votes: -2,
      locked: false,
      UUID: uuidOf(video.id, 'title'),
    });
  } else {
    titles.push({
      title: video.title,
      original: true,
      votes: 3,
      locked: false,
      UUID: uuidOf(video.id, 'title'),
    });
  }
  const thumbnails: WireBranding['thumbnails'] = [];
  if (random.chance(0.6)) {
    thumbnails.push({
      timestamp: Math.round(duration * (0.15 + random.next() * 0.6) * 1000) / 1000,
      original: false,
      votes: random.int(0, 6),
      locked: false,
      UUID: uuidOf(video.id, 'thumbnail'),
    });
  }
  if (random.chance(0.3))
    thumbnails.push({
      timestamp: null,
      original: true,
      votes: 1,
      locked: false,
      UUID: uuidOf(video.id, 'original'),
    });
  return { titles, thumbnails, casualVotes: [], randomTime, videoDuration: null };
}
