import { Storage } from '@/config/constants';
import type { ThemeMode } from './theme-context';

export function readTheme(): ThemeMode {
  try {
    return window.localStorage.getItem(Storage.themeKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function writeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(Storage.themeKey, mode);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
