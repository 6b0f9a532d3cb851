export type ShortcutAction = 'noteAndPause' | 'noteKeepPlaying' | 'togglePlay' | 'back' | 'forward' | 'help';

/** The watch page's keys, as the shortcuts dialog and docs/product.md list them. */
export const SHORTCUTS: ReadonlyArray<{
  key: string;
  keys: string[];
  action: ShortcutAction;
  description: string;
}> = [
  { key: 'n', keys: ['N'], action: 'noteAndPause', description: 'Pause and take a note at the current time' },
  {
    key: 'N',
    keys: ['Shift', 'N'],
    action: 'noteKeepPlaying',
    description: 'Take a note at the current time without pausing',
  },
  { key: 'k', keys: ['K'], action: 'togglePlay', description: 'Play or pause' },
  { key: 'j', keys: ['J'], action: 'back', description: 'Back 10 seconds' },
  { key: 'l', keys: ['L'], action: 'forward', description: 'Forward 10 seconds' },
  { key: '?', keys: ['?'], action: 'help', description: 'Show these shortcuts' },
];

/** How far J and L move. */
export const SKIP_SECONDS = 10;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

/** Fields where a key is text: no shortcut may fire there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/** The action a key press stands for, or null: never while typing, never with Ctrl, Alt or Cmd. */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return SHORTCUTS.find((shortcut) => shortcut.key === event.key)?.action ?? null;
}
