import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUser } from '@/lib/auth/current-user';
import { isCryptoSupported } from '@/lib/crypto/crypto-support';
import { useToast } from '@/lib/toast';
import { NoteKeyContext, type NoteKeyContextValue } from './note-key-context';

// Key set-up (the contracts, Web Crypto helpers) loads when first needed: the first page carries none of it.
const establishNoteKey = async (password: string) =>
  (await import('./establish-note-key')).establishNoteKey(password);
const verifyPassword = async (email: string, password: string) =>
  (await import('@/lib/auth/verify-password')).verifyPassword(email, password);

interface HeldSecret {
  userId: string;
  password: string;
}

/** Holds the password (memory only) and the note key, and drops both when the user goes or changes. */
export function NoteKeyProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const { toast } = useToast();
  const secret = useRef<HeldSecret | null>(null);
  const [noteKey, setNoteKey] = useState<CryptoKey | null>(null);
  const [pendingSetup, setPendingSetup] = useState(0);
  const [isSettingUp, setIsSettingUp] = useState(false);
  const handledSetup = useRef(0);
  const userId = user?.id ?? null;

  const forget = useCallback(() => {
    secret.current = null;
    setNoteKey(null);
  }, []);

  useEffect(() => {
    if (secret.current && secret.current.userId !== userId) forget();
  }, [userId, forget]);

  useEffect(() => {
    const held = secret.current;
    if (!pendingSetup || handledSetup.current === pendingSetup) return;
    if (!held || held.userId !== userId || !isCryptoSupported()) return;
    handledSetup.current = pendingSetup;
    setIsSettingUp(true);
    // The result only counts if the same password is still held when it arrives.
    establishNoteKey(held.password)
      .then((key) => {
        if (secret.current === held) setNoteKey(key);
      })
      .catch(() => {
        if (secret.current !== held) return;
        toast({
          title: 'Encryption Setup Failed',
          description: 'Failed to initialize secure note encryption. Some features may be unavailable.',
          variant: 'destructive',
        });
      })
      .finally(() => setIsSettingUp(false));
  }, [pendingSetup, userId, toast]);

  const rememberPassword = useCallback((id: string, password: string) => {
    secret.current = { userId: id, password };
    setNoteKey(null);
    setPendingSetup((n) => n + 1);
  }, []);

  const replacePassword = useCallback(
    (password: string) => {
      if (secret.current) secret.current.password = password;
      else if (userId) secret.current = { userId, password };
    },
    [userId],
  );

  const unlock = useCallback(
    async (password: string) => {
      if (!user) throw new Error('Not signed in');
      await verifyPassword(user.email, password);
      const key = await establishNoteKey(password);
      // A User Timing mark: bench/notes-decrypt-1000.mjs measures from here to the decrypted notes on screen.
      performance.mark('stillframe:note-key-ready');
      secret.current = { userId: user.id, password };
      setNoteKey(key);
      return key;
    },
    [user],
  );

  const lock = useCallback(() => {
    forget();
    toast({ title: 'Encrypted notes locked', description: 'Your password unlocks them again.' });
  }, [forget, toast]);

  const value = useMemo<NoteKeyContextValue>(
    () => ({ noteKey, isSettingUp, rememberPassword, replacePassword, unlock, forget, lock }),
    [noteKey, isSettingUp, rememberPassword, replacePassword, unlock, forget, lock],
  );
  return <NoteKeyContext.Provider value={value}>{children}</NoteKeyContext.Provider>;
}
