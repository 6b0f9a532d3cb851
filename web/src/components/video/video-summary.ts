/** One video as the cards show it, whichever list it came from (search results, channel uploads). */
export interface VideoSummary {
  videoId: string;
  /** Raw text from the platform; the card sanitises it. */
  title: string;
  description: string;
  channelId?: string;
  channelTitle: string;
  publishedAt: string;
  thumbnailUrl: string;
  /** ISO-8601 duration, e.g. PT4M13S. */
  duration?: string;
}

export type ViewMode = 'thumbnail' | 'description';

interface Thumbnails {
  medium?: { url: string };
  high?: { url: string };
  default?: { url: string };
}

export const pickThumbnail = (thumbnails: Thumbnails | undefined): string =>
  thumbnails?.medium?.url ?? thumbnails?.high?.url ?? thumbnails?.default?.url ?? '';
