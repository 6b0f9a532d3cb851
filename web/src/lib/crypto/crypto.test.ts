// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EncryptedNoteFieldsSchema, Kdf, type Note } from '@stillframe/contracts';
import {
  createNoteKey,
  decryptNoteFields,
  decryptText,
  deriveWrappingKey,
  encryptNoteFields,
  encryptText,
  rewrapNoteKey,
  unwrapNoteKey,
  WrongPasswordError,
} from './index';
import { toBase64 } from './encoding';

const salt = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
// Fewer iterations keep the suite quick; one test below uses the product's 100000.
const params = { salt, iterations: 1000 };

const plain = {
  note: 'The bridge at 3:14 — remember the “golden hour” 🌅',
  videoId: 'dQw4w9WgXcQ',
  videoTitle: 'Walking <b>tour</b>',
  videoThumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  timestamp: 194.5,
};

function storedNote(fields: Awaited<ReturnType<typeof encryptNoteFields>>): Note {
  return {
    id: 'n1',
    channelId: '',
    channelTitle: '',
    channelIdIv: null,
    channelTitleIv: null,
    ...fields,
    isEncrypted: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('key derivation and the wrapped note key', () => {
  it('derives a non-extractable AES-GCM 256 key with the product iteration count', async () => {
    const key = await deriveWrappingKey('correct horse', { salt, iterations: Kdf.defaultIterations });
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('round-trips text through the note key unwrapped with the same password', async () => {
    const { noteKey, wrapped } = await createNoteKey(await deriveWrappingKey('correct horse', params));
    expect(noteKey.extractable).toBe(false);
    const cipher = await encryptText(noteKey, 'hello');
    const reopened = await unwrapNoteKey(wrapped, await deriveWrappingKey('correct horse', params));
    expect(await decryptText(reopened, cipher)).toBe('hello');
  });

  it('fails to unwrap with a wrong password', async () => {
    const { wrapped } = await createNoteKey(await deriveWrappingKey('correct horse', params));
    await expect(
      unwrapNoteKey(wrapped, await deriveWrappingKey('wrong horse', params)),
    ).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('fails to unwrap with the right password but another salt', async () => {
    const { wrapped } = await createNoteKey(await deriveWrappingKey('pw', params));
    const otherSalt = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
    await expect(
      unwrapNoteKey(wrapped, await deriveWrappingKey('pw', { ...params, salt: otherSalt })),
    ).rejects.toThrow(WrongPasswordError);
  });

  it('keeps notes readable after a password change re-wraps the key', async () => {
    const oldKey = await deriveWrappingKey('old password', params);
    const { noteKey, wrapped } = await createNoteKey(oldKey);
    const note = storedNote(await encryptNoteFields(noteKey, plain));

    const rewrapped = await rewrapNoteKey(wrapped, oldKey, await deriveWrappingKey('new password', params));
    expect(rewrapped.wrappedKey).not.toBe(wrapped.wrappedKey);
    expect(rewrapped.wrappedKeyIv).not.toBe(wrapped.wrappedKeyIv);

    const reopened = await unwrapNoteKey(rewrapped, await deriveWrappingKey('new password', params));
    expect(await decryptNoteFields(reopened, note)).toEqual({
      status: 'decrypted',
      fields: { ...plain, channelId: '', channelTitle: '' },
    });
    await expect(unwrapNoteKey(rewrapped, oldKey)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('refuses to re-wrap with the wrong current password', async () => {
    const { wrapped } = await createNoteKey(await deriveWrappingKey('old password', params));
    await expect(
      rewrapNoteKey(
        wrapped,
        await deriveWrappingKey('not it', params),
        await deriveWrappingKey('new', params),
      ),
    ).rejects.toBeInstanceOf(WrongPasswordError);
  });
});

describe('note encryption', () => {
  it('produces the contract shape, with a distinct 12-byte IV for every field', async () => {
    const { noteKey } = await createNoteKey(await deriveWrappingKey('pw', params));
    const fields = await encryptNoteFields(noteKey, plain);
    expect(EncryptedNoteFieldsSchema.safeParse(fields).success).toBe(true);
    const ivs = [
      fields.contentIv,
      fields.videoIdIv,
      fields.videoTitleIv,
      fields.videoThumbnailIv,
      fields.timestampIv,
    ];
    expect(new Set(ivs).size).toBe(5);
    for (const iv of ivs) expect(atob(iv)).toHaveLength(12);
    expect(fields.note).not.toContain('bridge');
    expect(fields.videoId).not.toBe(plain.videoId);
  });

  it('uses fresh IVs on every encryption of the same note', async () => {
    const { noteKey } = await createNoteKey(await deriveWrappingKey('pw', params));
    const first = await encryptNoteFields(noteKey, plain);
    const second = await encryptNoteFields(noteKey, plain);
    expect(first.contentIv).not.toBe(second.contentIv);
    expect(first.note).not.toBe(second.note);
  });

  it('reports partial data when a field or IV is missing', async () => {
    const { noteKey } = await createNoteKey(await deriveWrappingKey('pw', params));
    const note = storedNote(await encryptNoteFields(noteKey, plain));
    expect(await decryptNoteFields(noteKey, { ...note, timestampIv: null })).toEqual({ status: 'partial' });
    expect(await decryptNoteFields(noteKey, { ...note, videoTitle: '' })).toEqual({ status: 'partial' });
  });

  it('reports failure under another key or with tampered ciphertext', async () => {
    const { noteKey } = await createNoteKey(await deriveWrappingKey('pw', params));
    const { noteKey: otherKey } = await createNoteKey(await deriveWrappingKey('pw', params));
    const note = storedNote(await encryptNoteFields(noteKey, plain));
    expect(await decryptNoteFields(otherKey, note)).toEqual({ status: 'failed' });
    const swapped = { ...note, contentIv: note.videoIdIv };
    expect(await decryptNoteFields(noteKey, swapped)).toEqual({ status: 'failed' });
  });
});

describe("an encrypted note's channel", () => {
  it('is encrypted with its own IVs and decrypted back; a note without one decrypts with an unknown channel', async () => {
    const { noteKey } = await createNoteKey(
      await deriveWrappingKey('pw', { salt: toBase64(new Uint8Array(16)), iterations: 1000 }),
    );
    const fields = await encryptNoteFields(noteKey, {
      ...plain,
      channelId: 'UC_walks',
      channelTitle: 'Walks & Talks',
    });
    expect(fields.channelId).not.toContain('UC_walks');
    expect(new Set([fields.channelIdIv, fields.channelTitleIv, fields.contentIv]).size).toBe(3);
    expect(await decryptNoteFields(noteKey, storedNote(fields))).toEqual({
      status: 'decrypted',
      fields: { ...plain, channelId: 'UC_walks', channelTitle: 'Walks & Talks' },
    });
    const without = await encryptNoteFields(noteKey, plain);
    expect(without.channelId).toBeUndefined();
    expect(await decryptNoteFields(noteKey, storedNote(without))).toMatchObject({
      status: 'decrypted',
      fields: { channelId: '', channelTitle: '' },
    });
  });
});
