import type { NoteView } from './note-view';

/** The notes of one video; encrypted notes not (yet) readable form a group of their own. */
export interface NoteGroup {
  key: string;
  videoId: string | null;
  videoTitle: string;
  videoThumbnailUrl: string;
  channelId: string;
  channelTitle: string;
  notes: NoteView[];
}

export const lockedGroupKey = 'locked';
export const unknownChannelLabel = 'Unknown channel';

export interface NoteFilters {
  /** Channel id; '' picks notes whose channel is unknown; undefined means every channel. */
  channelId?: string;
  videoId?: string;
}

export const matchesFilters = (view: NoteView, filters: NoteFilters): boolean =>
  (filters.channelId === undefined || view.channelId === filters.channelId) &&
  (filters.videoId === undefined || view.videoId === filters.videoId);

/**
 * Groups in the order their first note comes in the list (so newest first puts the video with the
 * latest note on top); within a group, notes run in video time.
 */
export function groupNotes(views: readonly NoteView[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  for (const view of views) {
    const key = view.videoId ?? lockedGroupKey;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        videoId: view.videoId,
        videoTitle: view.videoTitle,
        videoThumbnailUrl: view.videoThumbnailUrl,
        channelId: view.channelId,
        channelTitle: view.channelTitle,
        notes: [],
      };
      groups.set(key, group);
    }
    // Older notes of a video may lack what a newer one knows (its channel, a thumbnail).
    if (!group.channelId && view.channelId) {
      group.channelId = view.channelId;
      group.channelTitle = view.channelTitle;
    }
    if (!group.videoThumbnailUrl) group.videoThumbnailUrl = view.videoThumbnailUrl;
    group.notes.push(view);
  }
  for (const group of groups.values())
    if (group.key !== lockedGroupKey) group.notes.sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0));
  return [...groups.values()];
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The channels and videos the readable notes name, for the filters; the unknown channel last. */
export function filterOptions(views: readonly NoteView[]): {
  channels: FilterOption[];
  videos: FilterOption[];
} {
  const channels = new Map<string, string>();
  const videos = new Map<string, string>();
  for (const view of views) {
    if (view.videoId === null) continue;
    if (!channels.has(view.channelId) || !channels.get(view.channelId))
      channels.set(
        view.channelId,
        view.channelId ? view.channelTitle || view.channelId : unknownChannelLabel,
      );
    if (!videos.has(view.videoId)) videos.set(view.videoId, view.videoTitle || view.videoId);
  }
  const byLabel = (a: FilterOption, b: FilterOption) =>
    (a.value === '' ? 1 : 0) - (b.value === '' ? 1 : 0) || a.label.localeCompare(b.label);
  return {
    channels: [...channels].map(([value, label]) => ({ value, label })).sort(byLabel),
    videos: [...videos].map(([value, label]) => ({ value, label })).sort(byLabel),
  };
}
