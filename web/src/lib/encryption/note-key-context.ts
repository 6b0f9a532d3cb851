import { createContext, useContext } from 'react';

export interface NoteKeyContextValue {
  /** The note key of this session: non-extractable, in memory only. */
  noteKey: CryptoKey | null;
  isSettingUp: boolean;
  /** Login and registration keep the password in memory (never in storage) to derive the key. */
  rememberPassword: (userId: string, password: string) => void;
  /** After a password change the held password is the new one; the note key itself does not change. */
  replacePassword: (password: string) => void;
  /** A re-entered password: verified through the login call, then the key is set up. */
  unlock: (password: string) => Promise<CryptoKey>;
  /** Password and key gone (logout, account deletion, another user). */
  forget: () => void;
  /** The user locks the notes (account menu, Shift+L): as forget, and says so. */
  lock: () => void;
}

export const NoteKeyContext = createContext<NoteKeyContextValue | null>(null);

export function useNoteKey(): NoteKeyContextValue {
  const value = useContext(NoteKeyContext);
  if (!value) throw new Error('useNoteKey needs a NoteKeyProvider');
  return value;
}
