import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useUser } from '@/lib/auth/current-user';

/**
 * A display preference kept in this browser per signed-in user (like the theme and "watched"): `name`
 * names its storage key and the event that tells every component of the tab it changed; other tabs learn
 * of it through `storage`. `parse` turns what is stored (or nothing, or something damaged) into settings.
 */
export function useUserSetting<T>(
  name: string,
  parse: (raw: string | null) => T,
): [T, (change: (current: T) => T) => void] {
  const { user } = useUser();
  const userId = user?.id;
  const key = userId ? `stillframe.${name}.${userId}` : null;
  const event = `stillframe:${name}`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      window.addEventListener(event, onChange);
      window.addEventListener('storage', onChange);
      return () => {
        window.removeEventListener(event, onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    [event],
  );
  const raw = useSyncExternalStore(subscribe, () => read(key));
  const settings = useMemo(() => parse(raw), [parse, raw]);
  const update = useCallback(
    (change: (current: T) => T) => {
      if (!key) return;
      try {
        localStorage.setItem(key, JSON.stringify(change(parse(read(key)))));
      } catch {
        // Storage full or disabled: the choice lasts until the page is left.
      }
      window.dispatchEvent(new Event(event));
    },
    [key, event, parse],
  );
  return [settings, update];
}

function read(key: string | null): string | null {
  if (!key) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
