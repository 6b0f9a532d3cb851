import { beforeEach, describe, expect, it } from 'vitest';
import type { WrappedKey } from '@stillframe/contracts';
import { createNoteKey, decryptText, deriveWrappingKey, encryptText, WrongPasswordError } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { establishNoteKey } from './establish-note-key';

const salt = toBase64(new Uint8Array(16).fill(9));
const kdf = { salt, iterations: 1000 };
const saltBody = (encryptionKey: WrappedKey | null) => ({
  encryptionSalt: salt,
  kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
  encryptionKey,
});

describe('establishNoteKey', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch().install();
  });

  it('creates, wraps and stores a note key when there is none', async () => {
    let stored: WrappedKey | null = null;
    net.on('GET /api/auth/encryption-salt', () => ({ body: saltBody(stored) }));
    net.on('POST /api/auth/encryption-key', (request) => {
      stored = request.body as WrappedKey;
      return { body: saltBody(stored) };
    });
    const key = await establishNoteKey('pw');
    expect(key.extractable).toBe(false);
    expect(stored).not.toBeNull();
    // A later session with the same password opens the same key.
    const again = await establishNoteKey('pw');
    expect(await decryptText(again, await encryptText(key, 'same key'))).toBe('same key');
    expect(net.callsTo('POST /api/auth/encryption-key')).toHaveLength(1);
  });

  it('uses the key another device stored first when the server answers 409', async () => {
    const theirs = await createNoteKey(await deriveWrappingKey('pw', kdf));
    let calls = 0;
    net.on('GET /api/auth/encryption-salt', () => ({
      body: saltBody(calls++ === 0 ? null : theirs.wrapped),
    }));
    net.on('POST /api/auth/encryption-key', {
      status: 409,
      body: { statusCode: 409, code: 'conflict', message: 'Already stored' },
    });
    const key = await establishNoteKey('pw');
    expect(await decryptText(key, await encryptText(theirs.noteKey, 'theirs'))).toBe('theirs');
  });

  it('fails with a wrong password', async () => {
    const { wrapped } = await createNoteKey(await deriveWrappingKey('pw', kdf));
    net.on('GET /api/auth/encryption-salt', { body: saltBody(wrapped) });
    await expect(establishNoteKey('not pw')).rejects.toBeInstanceOf(WrongPasswordError);
  });
});
