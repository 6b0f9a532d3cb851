import { useCallback } from 'react';
import { useUserSetting } from '@/lib/user-setting';

export interface DeArrowSettings {
  /** Community titles and thumbnails instead of the uploader's, where the community wrote some. */
  enabled: boolean;
  /** Original titles (where there is no community title) in sentence case, without shouting. */
  formatOriginalTitles: boolean;
}

/** Off until the user turns it on (the issue); formatting then comes with it, as in DeArrow. */
export const DEFAULT_DEARROW_SETTINGS: DeArrowSettings = { enabled: false, formatOriginalTitles: true };

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

/** The signed-in user's DeArrow choices, kept in this browser per user (like the theme and "watched"). */
export function useDeArrowSettings(): [DeArrowSettings, (change: Partial<DeArrowSettings>) => void] {
  const [settings, update] = useUserSetting('dearrow', parseDeArrowSettings);
  const change = useCallback(
    (changed: Partial<DeArrowSettings>) => update((current) => ({ ...current, ...changed })),
    [update],
  );
  return [settings, change];
}
