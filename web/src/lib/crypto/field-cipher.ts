import { Limits } from '@stillframe/contracts';
import { subtle } from './crypto-support';
import { fromBase64, toBase64, utf8Decode, utf8Encode } from './encoding';

export interface CipherField {
  cipherText: string;
  iv: string;
}

/** A fresh random 12-byte IV: never reuse one with the same key under AES-GCM. */
export function randomIv(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(Limits.ivBytes));
}

export async function encryptBytes(key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<CipherField> {
  const iv = randomIv();
  const cipher = await subtle().encrypt({ name: 'AES-GCM', iv }, key, data);
  return { cipherText: toBase64(cipher), iv: toBase64(iv) };
}

export async function decryptBytes(key: CryptoKey, field: CipherField): Promise<ArrayBuffer> {
  return subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(field.iv) }, key, fromBase64(field.cipherText));
}

export const encryptText = (key: CryptoKey, text: string): Promise<CipherField> =>
  encryptBytes(key, utf8Encode(text));

export async function decryptText(key: CryptoKey, field: CipherField): Promise<string> {
  return utf8Decode(await decryptBytes(key, field));
}
