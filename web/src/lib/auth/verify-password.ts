import { routes } from '@stillframe/contracts';
import { apiCall, ApiError } from '@/lib/api-client';

export class IncorrectPasswordError extends Error {
  override readonly name = 'IncorrectPasswordError';
  constructor() {
    super('Incorrect password');
  }
}

/** The password is verified through the login call before anything is encrypted or decrypted (docs/decisions/0003-note-encryption.md). */
export async function verifyPassword(email: string, password: string): Promise<void> {
  try {
    await apiCall(routes.auth.login, { body: { email, password } });
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403].includes(error.status))
      throw new IncorrectPasswordError();
    throw error;
  }
}
