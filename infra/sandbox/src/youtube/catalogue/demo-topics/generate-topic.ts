import { FIRST_UPLOAD, LAST_UPLOAD, isoSeconds } from '../build-catalogue.js';
import type { Catalogue, CatalogueChannel, CatalogueVideo } from '../catalogue-types.js';
import { SeededRandom } from '../seeded-random.js';
import { makeChannelId, makeVideoId, uploadsPlaylistId } from '../youtube-ids.js';
import type { QueryTopic } from './query-topic.js';
import {
  chapterNames,
  channelDescriptions,
  channelNames,
  closings,
  countries,
  openings,
  presenters,
  secondsByLength,
  titlesByLength,
  weekdays,
  type LengthBucket,
} from './topic-vocabulary.js';

const BUCKETS: LengthBucket[] = ['short', 'medium', 'long'];

/**
 * The channels and uploads a query finds in demo mode, drawn from the query's own seed: the same query
 * always gives the same catalogue, another query another one. `taken` holds ids that must not be reused
 * (the sample catalogue's).
 */
export function generateTopicCatalogue(
  topic: QueryTopic,
  taken: ReadonlySet<string>,
  nowMs: number = Date.now(),
): Catalogue {
  const random = new SeededRandom(topic.seed);
  const ids = new Set(taken);
  const names = random.shuffled(channelNames).slice(0, random.int(3, 6));
  const channels = names.map((name) => draftChannel(topic, name, random, makeChannelId(random, ids)));
  const count = random.int(40, 90);
  const titles = new Set<string>();
  const videos = Array.from({ length: count }, () =>
    draftVideo(topic, random.pick(channels), random, makeVideoId(random, ids), titles),
  );
  for (const channel of channels) {
    const own = videos.filter((v) => v.channelId === channel.id);
    channel.videoCount = own.length;
    channel.viewCount = own.reduce((sum, v) => sum + v.viewCount, 0);
    channel.subscriberCount = roundCount(channel.viewCount * (0.01 + random.next() * 0.03));
  }
  addNewChannel(topic, names, random, ids, titles, nowMs, channels, videos);
  return {
    channels,
    videos,
    channelsById: new Map(channels.map((c) => [c.id, c])),
    videosById: new Map(videos.map((v) => [v.id, v])),
  };
}

/** How long ago a new channel's uploads went up: within the hour, the day, the week, the month and the year. */
const RECENT_UPLOADS_MS = [0, 5 * 3600_000, 3 * 86400_000, 12 * 86400_000, 90 * 86400_000];
const NEW_CHANNEL_AGE_MS = 120 * 86400_000;

/**
 * A channel started four months before the catalogue was made, with uploads from the last hour to the last
 * quarter, so that the upload-date filters find something in demo mode (the other uploads are of 2023 to
 * 2025). Drawn after everything else, so that no other field of the catalogue changed with it; its dates
 * follow the hour the topic was first searched.
 */
function addNewChannel(
  topic: QueryTopic,
  taken: string[],
  random: SeededRandom,
  ids: Set<string>,
  titles: Set<string>,
  nowMs: number,
  channels: CatalogueChannel[],
  videos: CatalogueVideo[],
): void {
  const name = random.shuffled(channelNames).find((candidate) => !taken.includes(candidate));
  if (!name) return;
  const hour = Math.floor(nowMs / 3600_000) * 3600_000;
  const channel = draftChannel(topic, name, random, makeChannelId(random, ids));
  channel.publishedAt = isoSeconds(hour - NEW_CHANNEL_AGE_MS);
  const drafts = RECENT_UPLOADS_MS.map(() =>
    draftVideo(topic, channel, random, makeVideoId(random, ids), titles),
  );
  // The newest is one a search with the default duration (medium) finds, so that the home's feed of a
  // channel kept from such a search starts with the video the search showed first.
  const medium = drafts.findIndex(
    (v) => v.durationSeconds !== null && v.durationSeconds >= 240 && v.durationSeconds <= 1200,
  );
  if (medium > 0) drafts.unshift(...drafts.splice(medium, 1));
  const uploads = drafts.map((video, i) => ({
    ...video,
    publishedAt: isoSeconds(hour - (RECENT_UPLOADS_MS[i] ?? 0)),
  }));
  channel.videoCount = uploads.length;
  channel.viewCount = uploads.reduce((sum, v) => sum + v.viewCount, 0);
  channel.subscriberCount = roundCount(channel.viewCount * 0.02);
  channels.push(channel);
  videos.push(...uploads);
}

function draftChannel(topic: QueryTopic, name: string, random: SeededRandom, id: string): CatalogueChannel {
  const title = name.replace('{T}', topic.title).replace('{P}', random.pick(presenters));
  const handle = title.replace(/[^\p{L}\p{N}]+/gu, '').slice(0, 24) + String(random.int(1, 999));
  return {
    id,
    title,
    handle,
    description: random
      .pick(channelDescriptions)
      .replace('{t}', topic.key)
      .replace('{d}', random.pick(weekdays)),
    publishedAt: isoSeconds(Date.parse('2010-06-01T00:00:00Z') + random.next() * 12 * 365 * 86400_000),
    country: random.pick(countries),
    subscriberCount: 0,
    hiddenSubscriberCount: random.chance(0.1),
    viewCount: 0,
    videoCount: 0,
    hue: random.int(0, 359),
    uploadsPlaylistId: uploadsPlaylistId(id),
  };
}

function draftVideo(
  topic: QueryTopic,
  channel: CatalogueChannel,
  random: SeededRandom,
  id: string,
  titles: Set<string>,
): CatalogueVideo {
  const bucket = BUCKETS[random.weighted([3, 5, 2])] ?? 'medium';
  const [min, max] = secondsByLength[bucket];
  const seconds = random.int(min, max);
  const fill = (template: string) =>
    template
      .replace('{T}', topic.title)
      .replace('{n}', String(random.int(2, 40)))
      .replace('{m}', String(Math.round(seconds / 60)));
  let title = fill(random.pick(titlesByLength[bucket]));
  for (let retry = 0; retry < 8 && titles.has(title); retry++)
    title = fill(random.pick(titlesByLength[bucket]));
  // A channel seldom uploads two videos of one title: a repeat becomes the next part of a series.
  const base = title;
  for (let part = 2; titles.has(title); part++) title = `${base} (Part ${part})`;
  titles.add(title);
  const viewCount = random.logInt(80, 3_000_000);
  const definition = random.chance(0.9) ? 'hd' : 'sd';
  return {
    id,
    channelId: channel.id,
    title,
    description: describe(topic, seconds, random),
    tags: [topic.key, ...topic.key.split(' ').filter((w) => w !== topic.key)],
    categoryId: '27',
    publishedAt: isoSeconds(FIRST_UPLOAD + random.next() * (LAST_UPLOAD - FIRST_UPLOAD)),
    durationSeconds: seconds,
    liveBroadcastContent: 'none',
    definition,
    caption: random.chance(0.4),
    licensedContent: random.chance(0.3),
    embeddable: true,
    viewCount,
    likeCount: random.chance(0.05) ? null : Math.round(viewCount * (0.01 + random.next() * 0.05)),
    commentCount: random.chance(0.08) ? null : Math.round(viewCount * (0.0005 + random.next() * 0.003)),
    hasMaxresThumbnail: definition === 'hd' && random.chance(0.8),
    hue: (channel.hue + random.int(-30, 30) + 360) % 360,
  };
}

function describe(topic: QueryTopic, seconds: number, random: SeededRandom): string {
  const paragraphs = [`${random.pick(openings).replace('{t}', topic.key)} ${random.pick(closings)}`];
  if (seconds >= 300) {
    const names = random.shuffled(chapterNames).slice(0, random.int(2, 4));
    const marks = ['Intro', ...names, 'Wrapping up'].map(
      (name, i, all) => `${clock(Math.floor((seconds * i) / all.length))} ${name}`,
    );
    paragraphs.push(marks.join('\n'));
  }
  paragraphs.push(`#${topic.key.replace(/\s+/g, '')}`);
  return paragraphs.join('\n\n');
}

function clock(total: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

function roundCount(n: number): number {
  if (n < 1000) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / scale) * scale;
}
