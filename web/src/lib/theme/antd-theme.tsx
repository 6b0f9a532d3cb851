import { App as AntApp, ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../use-media-query';
import { useTheme } from './theme-context';
import type { ThemeMode } from './theme-context';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * antd's theme for the mode; the app shell draws the same colours from CSS variables (styles.css).
 * With `reducedMotion`, antd's dialogs, drawers and menus appear without zooming or sliding, as the
 * app's own animations stop for a system set to reduce motion (styles.css).
 */
export function antdThemeConfig(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
    // antd's default secondary and tertiary text (45% alpha) fails WCAG AA contrast: darker in light mode, lighter in dark.
    token: {
      motion: !reducedMotion,
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
    },
  };
}

/** antd's theme for the chosen mode and the system's motion setting, updated as either changes. */
export function useAntdThemeConfig(): ThemeConfig {
  const { mode } = useTheme();
  return antdThemeConfig(mode, useMediaQuery(REDUCED_MOTION));
}

/**
 * The antd theme and App context (dialogs, messages) for the screens built with antd. It is loaded with
 * those screens (app/routes/antd-screens.tsx), never by the signed-out home page.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={useAntdThemeConfig()}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
