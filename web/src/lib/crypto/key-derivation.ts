import { Kdf } from '@stillframe/contracts';
import { subtle } from './crypto-support';
import { fromBase64, utf8Encode } from './encoding';

export interface KdfParams {
  /** Base64 salt, per user, from /api/auth/encryption-salt. */
  salt: string;
  iterations: number;
}

/**
 * The key-encryption key: PBKDF2-SHA-256 over the password and the user's salt, giving an AES-GCM 256 key.
 * It only ever wraps and unwraps the note key, and cannot be exported.
 */
export async function deriveWrappingKey(password: string, params: KdfParams): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', utf8Encode(password), Kdf.algorithm, false, ['deriveKey']);
  return subtle().deriveKey(
    { name: Kdf.algorithm, hash: Kdf.hash, salt: fromBase64(params.salt), iterations: params.iterations },
    material,
    { name: 'AES-GCM', length: Kdf.keyBits },
    false,
    ['encrypt', 'decrypt'],
  );
}
