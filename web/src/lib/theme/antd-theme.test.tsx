import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAntdThemeConfig } from './antd-theme';
import { ThemeProvider } from './theme-provider';

/** matchMedia as a browser answers it, with the system set to reduce motion or not. */
function systemMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

const inTheme = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

describe("antd's theme", () => {
  it('turns antd motion off when the system asks for reduced motion', () => {
    systemMotion(true);
    const { result } = renderHook(() => useAntdThemeConfig(), { wrapper: inTheme });
    expect(result.current.token?.motion).toBe(false);
  });

  it('keeps antd motion otherwise', () => {
    systemMotion(false);
    const { result } = renderHook(() => useAntdThemeConfig(), { wrapper: inTheme });
    expect(result.current.token?.motion).toBe(true);
  });
});
