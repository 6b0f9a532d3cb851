/** WebCrypto is only available in secure contexts (https or localhost). */
export function isCryptoSupported(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';
}

export function subtle(): SubtleCrypto {
  if (!isCryptoSupported()) throw new Error('Encryption is not available in this browser');
  return globalThis.crypto.subtle;
}
