import { routes, type EncryptionSalt, type WrappedKey } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Salt, KDF parameters and the wrapped note key (null before the first one is stored). Never cached: it is key material. */
export const getEncryptionSalt = (): Promise<EncryptionSalt> => apiCall(routes.auth.encryptionSalt);

/** Stores the wrapped note key once; 409 when another tab or device stored one first. */
export const saveWrappedNoteKey = (wrapped: WrappedKey): Promise<EncryptionSalt> =>
  apiCall(routes.auth.setEncryptionKey, { body: wrapped });
