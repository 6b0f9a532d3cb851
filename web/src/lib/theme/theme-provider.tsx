import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Timing } from '@/config/constants';
import { ThemeContext, type ThemeMode } from './theme-context';
import { readTheme, writeTheme } from './theme-storage';

const contrastTokens = {
  light: {
    colorLink: '#1d39c4',
    colorLinkHover: '#2f54eb',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
  dark: {
    // The brand blue (#1d39c4) stays the fill of primary buttons; as text on the dark background it is
    // under 2:1, so text in the primary colour (active tabs, links) uses a light blue instead.
    colorPrimaryText: '#85a5ff',
    colorPrimaryTextHover: '#adc6ff',
    colorPrimaryTextActive: '#adc6ff',
    colorLink: '#85a5ff',
    colorLinkHover: '#adc6ff',
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  },
} as const;

/** antd theme (light by default, key 'theme' in localStorage) and the App context for toasts and dialogs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readTheme);
  const toggle = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);

  useEffect(() => {
    writeTheme(mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const algorithm = mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm;

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        theme={{
          algorithm,
          // antd's default secondary and tertiary text (45% alpha) fails WCAG AA contrast: darker in light mode, lighter in dark.
          token: {
            colorPrimary: '#1d39c4',
            colorError: mode === 'dark' ? '#ff7875' : '#cf1322',
            borderRadius: 8,
            ...contrastTokens[mode],
          },
          components: {
            Tabs: {
              itemSelectedColor: contrastTokens[mode].colorLink,
              itemHoverColor: contrastTokens[mode].colorLinkHover,
              itemActiveColor: contrastTokens[mode].colorLinkHover,
              inkBarColor: contrastTokens[mode].colorLink,
            },
            Layout: {
              headerBg: mode === 'dark' ? '#141414' : '#ffffff',
              headerPadding: '0 16px',
              footerBg: 'transparent',
              bodyBg: mode === 'dark' ? '#0a0a0a' : '#f5f6f8',
            },
          },
        }}
      >
        <AntApp
          notification={{ maxCount: 1, placement: 'topRight', top: Timing.toastTopPx }}
          message={{ maxCount: 1 }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
