import type { EncryptionSalt } from '@stillframe/contracts';
import { isApiError } from '@/lib/api-client';
import { createNoteKey, deriveWrappingKey, unwrapNoteKey } from '@/lib/crypto';
import { getEncryptionSalt, saveWrappedNoteKey } from './encryption-salt';

const kdfOf = (salt: EncryptionSalt) => ({ salt: salt.encryptionSalt, iterations: salt.kdf.iterations });

/**
 * The note key for this session: derived wrapping key from password and salt, then the stored note key
 * unwrapped, or a new one created and stored when there is none yet. Throws WrongPasswordError when the
 * password does not open the stored key.
 */
export async function establishNoteKey(password: string): Promise<CryptoKey> {
  const salt = await getEncryptionSalt();
  const wrappingKey = await deriveWrappingKey(password, kdfOf(salt));
  if (salt.encryptionKey) return unwrapNoteKey(salt.encryptionKey, wrappingKey);

  const { noteKey, wrapped } = await createNoteKey(wrappingKey);
  try {
    await saveWrappedNoteKey(wrapped);
    return noteKey;
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    // Someone (another tab or device) stored a key first: use theirs, so that all notes share one key.
    const fresh = await getEncryptionSalt();
    if (!fresh.encryptionKey) throw error;
    return unwrapNoteKey(fresh.encryptionKey, await deriveWrappingKey(password, kdfOf(fresh)));
  }
}
