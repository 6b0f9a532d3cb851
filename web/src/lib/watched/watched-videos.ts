import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useUser } from '@/lib/auth/current-user';

/**
 * Which videos this user opened on the watch screen, kept in this browser only (docs/decisions): a
 * watch history never leaves the device. Per user, so two people sharing a browser do not mix.
 */
const KEY_PREFIX = 'stillframe.watched.';
/** The newest ones are kept: enough for any feed, small enough for localStorage. */
export const MAX_WATCHED = 2000;
const CHANGED = 'stillframe:watched';

const keyOf = (userId: string) => `${KEY_PREFIX}${userId}`;

function readList(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markWatched(userId: string, videoId: string): void {
  const list = readList(userId).filter((id) => id !== videoId);
  list.push(videoId);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(list.slice(-MAX_WATCHED)));
  } catch {
    // Storage full or disabled: the feed simply shows the video as unwatched.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in user's watched video ids, updated when another tab or screen adds one. */
export function useWatchedVideos(): ReadonlySet<string> {
  const { user } = useUser();
  const userId = user?.id;
  // The snapshot must be stable between changes: the raw stored text is, a parsed Set is not.
  const snapshot = useCallback(() => (userId ? (localStorage.getItem(keyOf(userId)) ?? '') : ''), [userId]);
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => new Set(raw && userId ? readList(userId) : []), [raw, userId]);
}

/** Marks the video watched for the signed-in user when the watch screen opens it. */
export function useMarkWatched(videoId: string): void {
  const { user } = useUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId && videoId) markWatched(userId, videoId);
  }, [userId, videoId]);
}
