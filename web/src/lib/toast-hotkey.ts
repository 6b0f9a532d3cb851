import { useEffect } from 'react';

/** F8 moves focus to the visible toast, so keyboard and screen-reader users can reach it (docs/product.md). */
export function useToastHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const toast = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!toast) return;
      event.preventDefault();
      const close = toast.querySelector<HTMLElement>('button, [role="button"], a');
      if (close) close.focus();
      else {
        toast.tabIndex = -1;
        toast.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
