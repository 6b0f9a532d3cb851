export { isCryptoSupported } from './crypto-support';
export { WrongPasswordError } from './errors';
export { deriveWrappingKey, type KdfParams } from './key-derivation';
export { createNoteKey, unwrapNoteKey, rewrapNoteKey } from './note-key';
export { encryptText, decryptText } from './field-cipher';
export {
  encryptNoteFields,
  decryptNoteFields,
  type EncryptedNoteFields,
  type NotePlainFields,
  type NoteDecryptedFields,
  type NoteDecryption,
} from './note-cipher';
