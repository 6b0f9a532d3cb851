import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useUser } from '@/lib/auth/current-user';

export interface DeArrowSettings {
  /** Community titles and thumbnails instead of the uploader's, where the community wrote some. */
  enabled: boolean;
  /** Original titles (where there is no community title) in sentence case, without shouting. */
  formatOriginalTitles: boolean;
}

/** Off until the user turns it on (the issue); formatting then comes with it, as in DeArrow. */
export const DEFAULT_DEARROW_SETTINGS: DeArrowSettings = { enabled: false, formatOriginalTitles: true };

const KEY_PREFIX = 'stillframe.dearrow.';
const CHANGED = 'stillframe:dearrow';
const keyOf = (userId: string) => `${KEY_PREFIX}${userId}`;

export function parseDeArrowSettings(raw: string | null): DeArrowSettings {
  try {
    const parsed = JSON.parse(raw ?? '{}') as Partial<Record<keyof DeArrowSettings, unknown>> | null;
    return {
      enabled: typeof parsed?.enabled === 'boolean' ? parsed.enabled : DEFAULT_DEARROW_SETTINGS.enabled,
      formatOriginalTitles:
        typeof parsed?.formatOriginalTitles === 'boolean'
          ? parsed.formatOriginalTitles
          : DEFAULT_DEARROW_SETTINGS.formatOriginalTitles,
    };
  } catch {
    return { ...DEFAULT_DEARROW_SETTINGS };
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const read = (userId: string | undefined) => {
  if (!userId) return null;
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
};

/** The signed-in user's DeArrow choices, kept in this browser per user (like the theme and "watched"). */
export function useDeArrowSettings(): [DeArrowSettings, (change: Partial<DeArrowSettings>) => void] {
  const { user } = useUser();
  const userId = user?.id;
  const raw = useSyncExternalStore(subscribe, () => read(userId));
  const settings = useMemo(() => parseDeArrowSettings(raw), [raw]);
  const update = useCallback(
    (change: Partial<DeArrowSettings>) => {
      if (!userId) return;
      try {
        localStorage.setItem(
          keyOf(userId),
          JSON.stringify({ ...parseDeArrowSettings(read(userId)), ...change }),
        );
      } catch {
        // Storage full or disabled: the choice lasts until the page is left.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [userId],
  );
  return [settings, update];
}
