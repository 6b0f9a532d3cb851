import { useMutation } from '@tanstack/react-query';
import { routes, type ChangePasswordRequest, type WrappedKey } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { deriveWrappingKey, rewrapNoteKey, WrongPasswordError } from '@/lib/crypto';
import { getEncryptionSalt } from '@/lib/encryption/encryption-salt';

export class CurrentPasswordRejectedError extends Error {
  override readonly name = 'CurrentPasswordRejectedError';
  constructor() {
    super('Current password is incorrect.');
  }
}

/** The note key re-wrapped under the new password (same salt and iterations), or undefined when there is none yet. */
async function rewrappedNoteKey(
  currentPassword: string,
  newPassword: string,
): Promise<WrappedKey | undefined> {
  const salt = await getEncryptionSalt();
  if (!salt.encryptionKey) return undefined;
  const kdf = { salt: salt.encryptionSalt, iterations: salt.kdf.iterations };
  const [currentKey, newKey] = await Promise.all([
    deriveWrappingKey(currentPassword, kdf),
    deriveWrappingKey(newPassword, kdf),
  ]);
  try {
    return await rewrapNoteKey(salt.encryptionKey, currentKey, newKey);
  } catch (error) {
    if (error instanceof WrongPasswordError) throw new CurrentPasswordRejectedError();
    throw error;
  }
}

/** Changes the password; encrypted notes stay readable because only the note key's wrapping changes. */
export async function changePassword({
  currentPassword,
  newPassword,
}: Omit<ChangePasswordRequest, 'encryptionKey'>) {
  const encryptionKey = await rewrappedNoteKey(currentPassword, newPassword);
  return apiCall(routes.auth.changePassword, {
    body: { currentPassword, newPassword, ...(encryptionKey ? { encryptionKey } : {}) },
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
