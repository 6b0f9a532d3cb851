import { createHash } from 'node:crypto';
import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { SeededRandom } from '../catalogue/seeded-random.js';

/** A segment in SponsorBlock's wire format (`locked` is 0/1 there, a boolean in DeArrow's). */
export interface WireSegment {
  category: string;
  actionType: string;
  segment: [number, number];
  UUID: string;
  videoDuration: number;
  locked: 0 | 1;
  votes: number;
  description: string;
}

/** A stable random stream per video and purpose: the same id always gets the same community data. */
export function randomFor(videoId: string, purpose: string): SeededRandom {
  return new SeededRandom(createHash('sha256').update(`${purpose}:${videoId}`).digest().readUInt32BE(0));
}

const seconds = (value: number) => Math.round(value * 1000) / 1000;

const uuidOf = (videoId: string, index: number) =>
  `${createHash('sha256').update(`segment:${videoId}:${index}`).digest('hex')}7`;

/**
 * What the community marked in a video, drawn from its id: most videos of two minutes or more have an
 * intro and, right after it, a sponsor read (early, as most are, so a demo reaches one in seconds);
 * some have a self-promotion, a reminder to subscribe, an outro or a highlight. Short videos and live
 * streams have none, like most of them on YouTube.
 */
export function communitySegments(video: CatalogueVideo): WireSegment[] {
  const duration = video.durationSeconds;
  if (duration === null || duration < 120) return [];
  const random = randomFor(video.id, 'segments');
  if (!random.chance(0.8)) return [];
  const segments: Array<Omit<WireSegment, 'UUID' | 'videoDuration' | 'description'>> = [];
  const introEnd = seconds(3 + random.next() * 4);
  segments.push({ category: 'intro', actionType: 'skip', segment: [0, introEnd], locked: 0, votes: 2 });
  const sponsorStart = seconds(introEnd + 1 + random.next() * 3);
  const sponsorEnd = seconds(sponsorStart + Math.min(duration * 0.2, 20 + random.next() * 40));
  segments.push({
    category: 'sponsor',
    actionType: 'skip',
    segment: [sponsorStart, sponsorEnd],
    locked: random.chance(0.3) ? 1 : 0,
    votes: random.int(0, 40),
  });
  if (random.chance(0.4)) {
    const start = seconds(duration * (0.4 + random.next() * 0.2));
    segments.push({
      category: 'selfpromo',
      actionType: 'skip',
      segment: [start, seconds(start + 10 + random.next() * 20)],
      locked: 0,
      votes: random.int(0, 9),
    });
  }
  if (random.chance(0.4)) {
    const start = seconds(duration * (0.25 + random.next() * 0.1));
    segments.push({
      category: 'interaction',
      actionType: 'skip',
      segment: [start, seconds(start + 4 + random.next() * 6)],
      locked: 0,
      votes: random.int(0, 5),
    });
  }
  if (random.chance(0.5)) {
    const start = seconds(duration - 10 - random.next() * 20);
    segments.push({ category: 'outro', actionType: 'skip', segment: [start, duration], locked: 0, votes: 1 });
  }
  if (random.chance(0.3)) {
    const at = seconds(duration * (0.5 + random.next() * 0.3));
    segments.push({ category: 'poi_highlight', actionType: 'poi', segment: [at, at], locked: 0, votes: 3 });
  }
  // SponsorBlock lists segments in no particular order: clients sort them.
  const shuffled = segments
    .map((segment, index) => ({ segment, order: random.next(), index }))
    .sort((a, b) => a.order - b.order);
  return shuffled.map(({ segment, index }) => ({
    ...segment,
    UUID: uuidOf(video.id, index),
    // Some submitters' clients do not send the length: 0 means unknown.
    videoDuration: index === 0 ? 0 : duration,
    description: '',
  }));
}
