import type { CommunityBranding } from './dearrow.repository.js';

/** What Stillframe shows of a video's community branding, as cached. */
export interface ChosenBranding {
  title: string | null;
  /** Seconds into the video of the community's thumbnail frame. */
  thumbnailTime: number | null;
}

/**
 * DeArrow's own rule: the first title or thumbnail counts when it is locked or not voted down. A title
 * marked `original` endorses the uploader's title, and a thumbnail marked so keeps the uploader's one:
 * both leave the original in place (Stillframe has the current original; the stored copy may be older).
 */
export function chooseBranding(branding: CommunityBranding | undefined): ChosenBranding {
  const title = branding?.titles[0];
  const thumbnail = branding?.thumbnails[0];
  const trusted = (item: { locked: boolean; votes: number } | undefined) =>
    item !== undefined && (item.locked || item.votes >= 0);
  return {
    title: trusted(title) && !title!.original ? displayTitle(title!.title) : null,
    thumbnailTime:
      trusted(thumbnail) && !thumbnail!.original && typeof thumbnail!.timestamp === 'number'
        ? thumbnail!.timestamp
        : null,
  };
}

/**
 * The title as it is shown: DeArrow stores `<` as `‹` (U+2039), and a word starting with `>` is a marker
 * that keeps the word's capitals as typed; the marker itself is never shown.
 */
export function displayTitle(stored: string): string | null {
  const title = stored
    .replaceAll('\u2039', '<')
    .replace(/(^|\s)>(?=\S)/g, '$1')
    .trim();
  return title.length > 0 ? title : null;
}
