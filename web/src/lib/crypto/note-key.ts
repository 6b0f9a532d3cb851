import type { WrappedKey } from '@stillframe/contracts';
import { subtle } from './crypto-support';
import { WrongPasswordError } from './errors';
import { decryptBytes, encryptBytes } from './field-cipher';

const NOTE_KEY_BYTES = 32;

async function importNoteKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

async function wrapRaw(raw: Uint8Array<ArrayBuffer>, wrappingKey: CryptoKey): Promise<WrappedKey> {
  const { cipherText, iv } = await encryptBytes(wrappingKey, raw);
  return { wrappedKey: cipherText, wrappedKeyIv: iv };
}

async function unwrapRaw(wrapped: WrappedKey, wrappingKey: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await decryptBytes(wrappingKey, { cipherText: wrapped.wrappedKey, iv: wrapped.wrappedKeyIv }),
    );
  } catch {
    // AES-GCM authentication fails for any other key: the password was wrong.
    throw new WrongPasswordError();
  }
}

/** A new random AES-GCM 256 note key, wrapped under the password-derived key. The raw bytes are wiped after use. */
export async function createNoteKey(
  wrappingKey: CryptoKey,
): Promise<{ noteKey: CryptoKey; wrapped: WrappedKey }> {
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(NOTE_KEY_BYTES));
  try {
    return { noteKey: await importNoteKey(raw), wrapped: await wrapRaw(raw, wrappingKey) };
  } finally {
    raw.fill(0);
  }
}

/** Opens the stored note key; throws WrongPasswordError when the wrapping key is not the one it was wrapped with. */
export async function unwrapNoteKey(wrapped: WrappedKey, wrappingKey: CryptoKey): Promise<CryptoKey> {
  const raw = await unwrapRaw(wrapped, wrappingKey);
  try {
    return await importNoteKey(raw);
  } finally {
    raw.fill(0);
  }
}

/** Password change: the same note key, wrapped under the new password's key with a fresh IV. Notes stay as they are. */
export async function rewrapNoteKey(
  wrapped: WrappedKey,
  currentKey: CryptoKey,
  newKey: CryptoKey,
): Promise<WrappedKey> {
  const raw = await unwrapRaw(wrapped, currentKey);
  try {
    return await wrapRaw(raw, newKey);
  } finally {
    raw.fill(0);
  }
}
