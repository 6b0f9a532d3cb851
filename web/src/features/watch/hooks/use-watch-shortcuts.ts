import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from '../utils/shortcuts';

/** Calls `onAction` for the watch page's keys, pressed anywhere on the page outside text fields. */
export function useWatchShortcuts(onAction: (action: ShortcutAction) => void) {
  const latest = useRef(onAction);
  latest.current = onAction;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog (a note being written, the shortcuts list) owns the keyboard while it is open.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], .ant-modal-wrap')) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
