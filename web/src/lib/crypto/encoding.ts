/** Base64 and UTF-8 helpers for the WebCrypto byte arrays. */
export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const utf8Encode = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);
export const utf8Decode = (bytes: ArrayBuffer): string => new TextDecoder().decode(bytes);
