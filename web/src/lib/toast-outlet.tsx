import { ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { Timing } from '@/config/constants';
import { useAntdThemeConfig } from './theme/antd-theme';
import { onToastCommand, takeToastCommands, type ToastCommand } from './toast';
import { useToastHotkey } from './toast-hotkey';
import { useToastSwipe } from './toast-swipe';

/**
 * antd notifications in the app's theme, one at a time, below the sticky header; F8 and swiping work
 * from the first toast on, so their listeners come with it.
 */
export function ToastOutlet() {
  const themeConfig = useAntdThemeConfig();
  useToastHotkey();
  useToastSwipe();
  const [api, holder] = notification.useNotification({
    maxCount: 1,
    placement: 'topRight',
    top: Timing.toastTopPx,
  });

  useEffect(() => {
    const run = (command: ToastCommand) => {
      if (command.kind === 'dismiss') return api.destroy();
      const { title, description, variant = 'default' } = command.options;
      const open = variant === 'destructive' ? api.error : variant === 'success' ? api.success : api.info;
      open({
        title,
        description,
        duration: Timing.toastDurationSeconds,
        role: variant === 'destructive' ? 'alert' : 'status',
      });
    };
    const drain = () => takeToastCommands().forEach(run);
    drain();
    return onToastCommand(drain);
  }, [api]);

  return <ConfigProvider theme={themeConfig}>{holder}</ConfigProvider>;
}
