import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastHost } from '@/lib/toast-host';
import { ThemeContext, type ThemeMode } from './theme-context';
import { readTheme, writeTheme } from './theme-storage';

/**
 * Light or dark (light by default, key 'theme' in localStorage), set as `data-theme` on the page so the
 * app shell's CSS variables follow; antd screens read the same mode (antd-theme.tsx). Hosts the toasts.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readTheme);
  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);

  // Before paint, so a stored dark theme never flashes light.
  useLayoutEffect(() => {
    writeTheme(mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeContext.Provider value={value}>
      {children}
      <ToastHost />
    </ThemeContext.Provider>
  );
}
