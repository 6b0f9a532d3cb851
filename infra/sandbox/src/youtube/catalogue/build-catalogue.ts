import { SeededRandom } from './seeded-random.js';
import { makeChannelId, makeVideoId, uploadsPlaylistId } from './youtube-ids.js';
import { DescriptionLinks } from './description-links.js';
import { writeDescription } from './video-description.js';
import type { Catalogue, CatalogueChannel, CatalogueVideo } from './catalogue-types.js';
import type { ChannelProfile } from './profiles/channel-profile.js';
import { natureChannels } from './profiles/nature-channels.js';
import { craftChannels } from './profiles/craft-channels.js';
import { practiceChannels } from './profiles/practice-channels.js';

const CATALOGUE_SEED = 20240611;
// Fixed window (not "now") so the catalogue is identical on every run.
export const FIRST_UPLOAD = Date.parse('2023-01-09T00:00:00Z');
export const LAST_UPLOAD = Date.parse('2025-12-30T00:00:00Z');
const DURATION_BUCKETS: Array<[number, number]> = [
  [15, 239],
  [240, 1200],
  [1201, 3599],
  [3600, 10800],
];

interface Draft {
  video: CatalogueVideo;
  subject: string;
  profile: ChannelProfile;
}

let cached: Catalogue | undefined;

export function sampleCatalogue(): Catalogue {
  cached ??= buildCatalogue(CATALOGUE_SEED);
  return cached;
}

export function buildCatalogue(seed: number): Catalogue {
  const random = new SeededRandom(seed);
  const profiles = [...natureChannels, ...craftChannels, ...practiceChannels];
  const channelIds = new Set<string>();
  const videoIds = new Set<string>();
  const channels = profiles.map((profile) =>
    draftChannel(profile, makeChannelId(random, channelIds), random),
  );

  const drafts: Draft[] = [];
  profiles.forEach((profile, index) => {
    const channel = channels[index] as CatalogueChannel;
    const count = 26 + ((index * 7) % 15);
    const combos = random.shuffled(
      profile.subjects.flatMap((s) => profile.formats.map((f) => [s, f] as const)),
    );
    for (const [subject, format] of combos.slice(0, count)) {
      const video = draftVideo(channel, profile, random, makeVideoId(random, videoIds));
      video.title = format.replace('{s}', subject).replace('{m}', String(minutes(video.durationSeconds)));
      drafts.push({ video, subject, profile });
    }
  });
  addEdgeCases(drafts, channels, random, videoIds);

  const videos = drafts.map((d) => d.video);
  const links = new DescriptionLinks(random, videos, channels);
  for (const draft of drafts) draft.video.description = writeDescription(draft, random, links);
  for (const channel of channels) finishChannelStats(channel, videos, random);

  return {
    channels,
    videos,
    channelsById: new Map(channels.map((c) => [c.id, c])),
    videosById: new Map(videos.map((v) => [v.id, v])),
  };
}

function draftChannel(profile: ChannelProfile, id: string, random: SeededRandom): CatalogueChannel {
  return {
    id,
    title: profile.title,
    handle: profile.handle,
    ...(profile.username ? { username: profile.username } : {}),
    ...(profile.customName ? { customName: profile.customName } : {}),
    description: profile.description,
    publishedAt: isoSeconds(Date.parse('2011-03-01T00:00:00Z') + random.next() * 8 * 365 * 86400_000),
    country: profile.country,
    subscriberCount: 0,
    hiddenSubscriberCount: profile.hiddenSubscriberCount ?? false,
    viewCount: 0,
    videoCount: 0,
    hue: profile.hue,
    uploadsPlaylistId: uploadsPlaylistId(id),
  };
}

function draftVideo(
  channel: CatalogueChannel,
  profile: ChannelProfile,
  random: SeededRandom,
  id: string,
): CatalogueVideo {
  const [min, max] = DURATION_BUCKETS[random.weighted(profile.durationMix)] ?? [60, 600];
  const viewCount = random.logInt(120, 4_500_000);
  const definition = random.chance(0.92) ? 'hd' : 'sd';
  return {
    id,
    channelId: channel.id,
    title: '',
    description: '',
    tags: [...profile.tags],
    categoryId: profile.categoryId,
    publishedAt: isoSeconds(FIRST_UPLOAD + random.next() * (LAST_UPLOAD - FIRST_UPLOAD)),
    durationSeconds: random.int(min, max),
    liveBroadcastContent: 'none',
    definition,
    caption: random.chance(0.3),
    licensedContent: random.chance(0.4),
    embeddable: random.chance(0.97),
    viewCount,
    likeCount: random.chance(0.05) ? null : Math.round(viewCount * (0.01 + random.next() * 0.05)),
    commentCount: random.chance(0.07) ? null : Math.round(viewCount * (0.0005 + random.next() * 0.004)),
    hasMaxresThumbnail: definition === 'hd' && random.chance(0.8),
    hue: (profile.hue + random.int(-25, 25) + 360) % 360,
  };
}

/** Boundary durations for the videoDuration filter, a day-long video and one live stream. */
function addEdgeCases(
  drafts: Draft[],
  channels: CatalogueChannel[],
  random: SeededRandom,
  ids: Set<string>,
): void {
  const piano = drafts.filter((d) => d.profile.handle === 'DailyPianoPractice');
  [239, 240, 1200, 1201].forEach((seconds, i) => {
    const draft = piano[i];
    if (draft) draft.video.durationSeconds = seconds;
  });
  const forest = drafts.find((d) => d.profile.handle === 'QuietForestWalks');
  if (forest) {
    forest.video.durationSeconds = 26 * 3600 + 10 * 60;
    forest.video.title = `26 Hours of Rain in the ${forest.subject} (No Talking)`;
  }
  const skyIndex = channels.findIndex((c) => c.handle === 'NightSkyAtlas');
  const sky = drafts.find((d) => d.profile.handle === 'NightSkyAtlas');
  const channel = channels[skyIndex];
  if (!sky || !channel) return;
  const live = draftVideo(channel, sky.profile, random, makeVideoId(random, ids));
  Object.assign(live, {
    title: 'LIVE: Perseid Meteor Shower Watch',
    durationSeconds: null,
    liveBroadcastContent: 'live',
    publishedAt: isoSeconds(LAST_UPLOAD + 3 * 86400_000),
    commentCount: null,
  });
  drafts.push({ video: live, subject: 'Meteor Showers', profile: sky.profile });
}

function finishChannelStats(channel: CatalogueChannel, videos: CatalogueVideo[], random: SeededRandom): void {
  const own = videos.filter((v) => v.channelId === channel.id);
  channel.videoCount = own.length;
  channel.viewCount = own.reduce((sum, v) => sum + v.viewCount, 0) + random.int(1000, 90_000);
  channel.subscriberCount = threeSignificantFigures(
    Math.round(channel.viewCount * (0.01 + random.next() * 0.04)),
  );
}

function threeSignificantFigures(n: number): number {
  if (n < 1000) return n;
  const scale = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / scale) * scale;
}

function minutes(seconds: number | null): number {
  return Math.max(1, Math.round((seconds ?? 0) / 60));
}

export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
