import { useId } from 'react';
import { UnlockIcon } from '@/components/ui/lock-icons';
import { ShellHint } from '@/components/ui/shell-hint';
import { useLockShortcut } from '@/lib/encryption/lock-shortcut';
import { useNoteKey } from '@/lib/encryption/note-key-context';

/**
 * Says, calmly, that the encrypted notes are readable in this tab (signing in unlocks them without a
 * word), and locks them on a click or Shift+L. Nothing shows while they are locked.
 */
export function NotesLock() {
  const { noteKey, lock } = useNoteKey();
  const unlocked = noteKey !== null;
  const describedBy = useId();
  useLockShortcut(lock, unlocked);
  if (!unlocked) return null;
  return (
    <ShellHint title="Notes unlocked · Lock (Shift+L)">
      <button
        type="button"
        className="sf-icon-button"
        aria-label="Lock encrypted notes"
        aria-describedby={describedBy}
        aria-keyshortcuts="Shift+L"
        onClick={lock}
      >
        <UnlockIcon />
      </button>
      <span id={describedBy} className="sf-visually-hidden">
        Your encrypted notes are readable in this tab.
      </span>
    </ShellHint>
  );
}
