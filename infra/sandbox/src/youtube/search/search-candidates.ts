import type { Catalogue, CatalogueChannel, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { scoreMatch, searchableWords, type SearchQuery } from './search-query.js';
import { bestOfPublishedAt, bestOfTitle, bestOfVideos } from './channel-playlists.js';

export type SearchOrder = 'relevance' | 'date' | 'rating' | 'title' | 'viewCount' | 'videoCount';
export type VideoDuration = 'any' | 'short' | 'medium' | 'long';

export interface SearchCandidate {
  kind: 'video' | 'channel' | 'playlist';
  channel: CatalogueChannel;
  video?: CatalogueVideo;
  title: string;
  publishedAt: string;
  viewCount: number;
  likeCount: number;
  videoCount: number;
  score: number;
}

interface IndexedText {
  title: Set<string>;
  body: Set<string>;
}

const textIndex = new WeakMap<object, IndexedText>();

function indexed(item: CatalogueVideo | CatalogueChannel): IndexedText {
  let entry = textIndex.get(item);
  if (!entry) {
    entry = { title: searchableWords(item.title), body: searchableWords(item.description) };
    textIndex.set(item, entry);
  }
  return entry;
}

export function matchingCandidates(
  catalogue: Catalogue,
  query: SearchQuery,
  kinds: Set<string>,
): SearchCandidate[] {
  const out: SearchCandidate[] = [];
  if (kinds.has('video')) {
    for (const video of catalogue.videos) {
      const { title, body } = indexed(video);
      const score = scoreMatch(query, title, body);
      const channel = catalogue.channelsById.get(video.channelId);
      if (score < 0 || !channel) continue;
      out.push({
        kind: 'video',
        channel,
        video,
        title: video.title,
        publishedAt: video.publishedAt,
        viewCount: video.viewCount,
        likeCount: video.likeCount ?? 0,
        videoCount: 0,
        score,
      });
    }
  }
  if (kinds.has('channel')) {
    for (const channel of catalogue.channels) {
      const { title, body } = indexed(channel);
      const score = scoreMatch(query, title, body);
      if (score < 0) continue;
      out.push({
        kind: 'channel',
        channel,
        title: channel.title,
        publishedAt: channel.publishedAt,
        viewCount: channel.viewCount,
        likeCount: 0,
        videoCount: channel.videoCount,
        score: score + 1,
      });
    }
  }
  if (kinds.has('playlist')) out.push(...playlistCandidates(catalogue, query));
  return out;
}

/** A channel's "Best of" playlist matches by its title, or by the best match among its videos. */
function playlistCandidates(catalogue: Catalogue, query: SearchQuery): SearchCandidate[] {
  return catalogue.channels.flatMap((channel) => {
    const videos = bestOfVideos(catalogue, channel.id);
    if (videos.length === 0) return [];
    const title = bestOfTitle(channel);
    const own = scoreMatch(query, searchableWords(title), indexed(channel).body);
    const best = Math.max(
      own,
      ...videos.map((video) => scoreMatch(query, indexed(video).title, indexed(video).body)),
    );
    if (best < 0) return [];
    return [
      {
        kind: 'playlist' as const,
        channel,
        title,
        publishedAt: bestOfPublishedAt(videos),
        viewCount: videos.reduce((sum, video) => sum + video.viewCount, 0),
        likeCount: 0,
        videoCount: videos.length,
        score: best,
      },
    ];
  });
}

/** Duration buckets as documented: short < 4 min, medium 4–20 min inclusive, long > 20 min. */
export function durationMatches(video: CatalogueVideo, duration: VideoDuration): boolean {
  const s = video.durationSeconds;
  if (duration === 'any') return true;
  if (s === null) return false;
  if (duration === 'short') return s < 240;
  if (duration === 'medium') return s >= 240 && s <= 1200;
  return s > 1200;
}

const byNewest = (a: SearchCandidate, b: SearchCandidate) => b.publishedAt.localeCompare(a.publishedAt);
const byViews = (a: SearchCandidate, b: SearchCandidate) => b.viewCount - a.viewCount;

export function sortCandidates(candidates: SearchCandidate[], order: SearchOrder): SearchCandidate[] {
  const compare: Record<SearchOrder, (a: SearchCandidate, b: SearchCandidate) => number> = {
    relevance: (a, b) => b.score - a.score || byViews(a, b),
    date: byNewest,
    rating: (a, b) => b.likeCount - a.likeCount || byViews(a, b),
    title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
    viewCount: byViews,
    videoCount: (a, b) => b.videoCount - a.videoCount || b.score - a.score || byViews(a, b),
  };
  const idOf = (c: SearchCandidate) => c.video?.id ?? `${c.kind}:${c.channel.id}`;
  const tieBreak = (a: SearchCandidate, b: SearchCandidate) => idOf(a).localeCompare(idOf(b));
  return [...candidates].sort((a, b) => compare[order](a, b) || tieBreak(a, b));
}
