import { isTypingTarget } from '@/lib/typing-target';

export type ShortcutAction =
  | 'noteAndPause'
  | 'noteKeepPlaying'
  | 'togglePlay'
  | 'back'
  | 'forward'
  | 'watchLater'
  | 'originalTitle'
  | 'help';

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
  { key: 'w', keys: ['W'], action: 'watchLater', description: 'Save to Watch later, or take it out again' },
  {
    key: 'o',
    keys: ['O'],
    action: 'originalTitle',
    description: "Switch between DeArrow's title and the original",
  },
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

/** The action a key press stands for, or null: never while typing, never with Ctrl, Alt or Cmd. */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return SHORTCUTS.find((shortcut) => shortcut.key === event.key)?.action ?? null;
}
