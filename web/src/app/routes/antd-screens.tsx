import type { ComponentType } from 'react';
import { AntdTheme } from '@/lib/theme/antd-theme';

/** A screen inside antd's theme and dialogs; app/router.tsx loads this module beside each antd screen. */
export function withAntdTheme(Screen: ComponentType): ComponentType {
  return function AntdScreen() {
    return (
      <AntdTheme>
        <Screen />
      </AntdTheme>
    );
  };
}
