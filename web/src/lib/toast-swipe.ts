import { useEffect } from 'react';

/** How far right a toast must be dragged to go away. */
export const SWIPE_DISMISS_PX = 50;

const NOTICE = '.ant-notification-notice';

/**
 * Swiping a toast right past 50 px dismisses it (touch, pen or mouse); a shorter drag springs back.
 * One listener on the document, since toasts render in their own portal.
 */
export function useToastSwipe() {
  useEffect(() => {
    let drag: { notice: HTMLElement; startX: number; pointerId: number; dx: number } | null = null;

    const onDown = (event: PointerEvent) => {
      const notice = (event.target as Element | null)?.closest?.<HTMLElement>(NOTICE);
      if (!notice || (event.target as Element).closest('button, a')) return;
      drag = { notice, startX: event.clientX, pointerId: event.pointerId, dx: 0 };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag.dx = Math.max(0, event.clientX - drag.startX);
      drag.notice.style.transform = `translateX(${drag.dx}px)`;
      drag.notice.style.opacity = String(Math.max(0.3, 1 - drag.dx / 200));
    };
    const onUp = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { notice, dx } = drag;
      drag = null;
      if (dx > SWIPE_DISMISS_PX) {
        notice.querySelector<HTMLElement>('.ant-notification-notice-close')?.click();
        return;
      }
      notice.style.transform = '';
      notice.style.opacity = '';
    };

    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onUp);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onUp);
    };
  }, []);
}
