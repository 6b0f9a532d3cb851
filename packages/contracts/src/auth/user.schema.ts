import { z } from 'zod';
import { SearchDurationSchema, SearchOrderSchema, ViewModeSchema } from '../common/enums.js';
import { Kdf, Limits } from '../common/constants.js';
import { whenMissingOrMistyped } from '../common/messages.js';

export const UserSchema = z.object({
  id: z.string(),
  /** Trimmed and lower-cased. */
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  defaultSearchOrder: SearchOrderSchema,
  defaultSearchDuration: SearchDurationSchema,
  defaultViewMode: ViewModeSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserEnvelopeSchema = z.object({ user: UserSchema });

/** Emails are trimmed and lower-cased before they are sent, stored or compared. */
const EmailTextSchema = z
  .string({ error: whenMissingOrMistyped('Email is required') })
  .trim()
  .toLowerCase();
export const normalizeEmail = (email: string): string => EmailTextSchema.parse(email);

export const EmailSchema = EmailTextSchema.min(1, 'Email is required')
  .max(Limits.maxEmailLength, `Email must be at most ${Limits.maxEmailLength} characters long`)
  .pipe(z.email({ error: 'Enter a valid email address' }));

const PasswordTooLong = `Password must be at most ${Limits.maxPasswordLength} characters long`;

const RequiredPassword = z
  .string({ error: whenMissingOrMistyped('Password is required') })
  .min(1, 'Password is required')
  .max(Limits.maxPasswordLength, PasswordTooLong);

export const NewPasswordSchema = z
  .string({ error: whenMissingOrMistyped('Password is required') })
  .min(Limits.minPasswordLength, `Password must be at least ${Limits.minPasswordLength} characters long`)
  .max(Limits.maxPasswordLength, PasswordTooLong);

export const LoginRequestSchema = z.object({ email: EmailSchema, password: RequiredPassword });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z
  .object({ email: EmailSchema, password: NewPasswordSchema, confirmPassword: RequiredPassword })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

const Base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64');

/**
 * The note key, wrapped (AES-GCM) by the key derived from the password. Notes are encrypted under
 * a random key so that a password change re-wraps this key only (docs/decisions/0003-note-encryption.md).
 */
export const WrappedKeySchema = z.object({
  wrappedKey: Base64.min(16).max(200),
  wrappedKeyIv: Base64.length(16, 'IV must be 12 bytes'),
});
export type WrappedKey = z.infer<typeof WrappedKeySchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: RequiredPassword,
  newPassword: NewPasswordSchema,
  /** The note key re-wrapped under the new password; required once a note key exists. */
  encryptionKey: WrappedKeySchema.optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const DeleteAccountRequestSchema = z.object({ password: RequiredPassword });

export const PreferencesRequestSchema = z
  .object({
    defaultSearchOrder: SearchOrderSchema.optional(),
    defaultSearchDuration: SearchDurationSchema.optional(),
    defaultViewMode: ViewModeSchema.optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length === 1, {
    message: 'Send exactly one of defaultSearchOrder, defaultSearchDuration, defaultViewMode',
  });
export type PreferencesRequest = z.infer<typeof PreferencesRequestSchema>;

export const EncryptionSaltSchema = z.object({
  /** Base64 of at least 16 random bytes, created at registration and stable. */
  encryptionSalt: z.string(),
  kdf: z.object({
    algorithm: z.literal(Kdf.algorithm),
    hash: z.literal(Kdf.hash),
    iterations: z.number().int().positive(),
  }),
  /** The wrapped note key, or null before the first encrypted note. */
  encryptionKey: WrappedKeySchema.nullable(),
});
export type EncryptionSalt = z.infer<typeof EncryptionSaltSchema>;
