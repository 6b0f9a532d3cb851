import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@/lib/typing-target';

/** Locks the encrypted notes anywhere in the app; the shortcuts dialog and docs/product.md list it. */
export const LOCK_SHORTCUT = {
  keys: ['Shift', 'L'],
  description: 'Lock encrypted notes (anywhere in Stillframe)',
} as const;

interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

/** Shift+L, never while typing or with Ctrl, Alt or Cmd held (a plain L moves the watch page's video on). */
export function isLockShortcut(event: KeyLike): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !event.shiftKey)
    return false;
  return event.key === 'L' && !isTypingTarget(event.target);
}

/** Calls `onLock` when Shift+L is pressed outside text fields, while `enabled`. */
export function useLockShortcut(onLock: () => void, enabled: boolean) {
  const latest = useRef(onLock);
  latest.current = onLock;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isLockShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
