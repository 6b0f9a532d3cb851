import { z } from 'zod';
import { IdParamSchema, UuidSchema } from '../common/ids.js';
import { NoteCursorSchema } from '../common/cursor.js';
import { Limits } from '../common/constants.js';
import { StoredText, storedUrl } from './text.schema.js';
import { whenMissingOrMistyped } from '../common/messages.js';

const Base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64');
const CipherText = Base64.min(1, 'Ciphertext is required').max(
  Limits.maxCipherTextLength,
  'Ciphertext is too long',
);
/** base64 of 12 bytes is 16 characters. */
const Iv = Base64.length(16, 'IV must be 12 bytes (16 base64 characters)');

export const NoteSchema = z.object({
  id: z.string(),
  /** Plain text, or base64 ciphertext when isEncrypted. */
  note: z.string(),
  videoId: z.string(),
  videoTitle: z.string(),
  videoThumbnailUrl: z.string(),
  /** Seconds into the video, or base64 ciphertext when isEncrypted. */
  timestamp: z.union([z.number(), z.string()]),
  isEncrypted: z.boolean(),
  contentIv: z.string().nullable(),
  videoIdIv: z.string().nullable(),
  videoTitleIv: z.string().nullable(),
  videoThumbnailIv: z.string().nullable(),
  timestampIv: z.string().nullable(),
  /** The video's channel: plain, or base64 ciphertext when isEncrypted; '' for notes taken before channels were kept. */
  channelId: z.string(),
  channelTitle: z.string(),
  channelIdIv: z.string().nullable(),
  channelTitleIv: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Note = z.infer<typeof NoteSchema>;

const NoteText = StoredText.max(
  Limits.maxNoteLength,
  `Note must be at most ${Limits.maxNoteLength} characters`,
).refine((text) => text.trim().length > 0, 'Please enter some text for your note');
const VideoId = z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'Invalid video id');
const VideoTitle = StoredText.max(500);
const VideoThumbnailUrl = storedUrl(z.union([z.url({ protocol: /^https?$/ }), z.literal('')]));
const ChannelId = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid channel id'), z.literal('')]);
const ChannelTitle = StoredText.max(500);
const Timestamp = z
  .number({ error: whenMissingOrMistyped('Timestamp must be a number of seconds') })
  .min(0, 'Timestamp cannot be negative')
  .max(1e7, 'Timestamp must be at most 10,000,000 seconds');

export const RegularNoteFieldsSchema = z.object({
  note: NoteText,
  videoId: VideoId,
  videoTitle: VideoTitle.default(''),
  videoThumbnailUrl: VideoThumbnailUrl.default(''),
  timestamp: Timestamp,
  channelId: ChannelId.default(''),
  channelTitle: ChannelTitle.default(''),
});

/**
 * The fields of a regular note without defaults: in a partial update an absent field stays as it is
 * (with the defaults above, `{ note }` alone would blank the title and thumbnail).
 */
const RegularNoteChangesSchema = z
  .object({
    note: NoteText,
    videoId: VideoId,
    videoTitle: VideoTitle,
    videoThumbnailUrl: VideoThumbnailUrl,
    timestamp: Timestamp,
    channelId: ChannelId,
    channelTitle: ChannelTitle,
  })
  .partial();

export const EncryptedNoteFieldsSchema = z.object({
  note: CipherText,
  videoId: CipherText,
  videoTitle: CipherText,
  videoThumbnailUrl: CipherText,
  timestamp: CipherText,
  contentIv: Iv,
  videoIdIv: Iv,
  videoTitleIv: Iv,
  videoThumbnailIv: Iv,
  timestampIv: Iv,
  /** The channel, each part with its own IV; absent for a note whose channel is unknown. */
  channelId: CipherText.optional(),
  channelIdIv: Iv.optional(),
  channelTitle: CipherText.optional(),
  channelTitleIv: Iv.optional(),
});

const channelPairs = [
  ['channelId', 'channelIdIv'],
  ['channelTitle', 'channelTitleIv'],
] as const;

/** A channel ciphertext is useless without its IV and the reverse: both or neither. */
function checkChannelPairs(value: Partial<Record<string, unknown>>, ctx: z.RefinementCtx): void {
  for (const [field, ivField] of channelPairs) {
    const hasField = value[field] !== undefined;
    if (hasField !== (value[ivField] !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: [hasField ? ivField : field],
        message: `${field} and ${ivField} go together`,
      });
  }
}

export const CreateNoteRequestSchema = z.discriminatedUnion('isEncrypted', [
  RegularNoteFieldsSchema.extend({ isEncrypted: z.literal(false).default(false) }),
  EncryptedNoteFieldsSchema.extend({ isEncrypted: z.literal(true) }).superRefine(checkChannelPairs),
]);
export type CreateNoteRequest = z.input<typeof CreateNoteRequestSchema>;

/**
 * Partial update. A regular note takes any regular field; an encrypted note must be sent whole
 * (every ciphertext with its IV), because a field re-encrypted alone would need its own new IV anyway.
 * Sending `isEncrypted` switches the note's kind, with all fields of the new kind (for a regular note:
 * note, videoId and timestamp at least). Without `isEncrypted`, the body is a regular partial update.
 */
export const UpdateNoteRequestSchema = z.discriminatedUnion('isEncrypted', [
  RegularNoteChangesSchema.extend({ isEncrypted: z.literal(false).optional() }).refine(
    (value) => Object.keys(value).some((key) => key !== 'isEncrypted'),
    'Send at least one field to change',
  ),
  EncryptedNoteFieldsSchema.extend({ isEncrypted: z.literal(true) }).superRefine(checkChannelPairs),
]);
export type UpdateNoteRequest = z.input<typeof UpdateNoteRequestSchema>;

/** An encrypted note at its largest: five ciphertexts at their limit, their IVs and the JSON around them. */
export const EncryptedNoteBodyLimitBytes = 600 * 1024;
/** A re-encryption batch (up to 10,000 notes), as much as the library service itself accepts. */
export const ReEncryptBodyLimitBytes = 20 * 1024 * 1024;

/** Re-encryption of many encrypted notes at once, all or nothing. */
export const ReEncryptNotesRequestSchema = z.object({
  notes: z
    .array(EncryptedNoteFieldsSchema.extend({ id: UuidSchema }).superRefine(checkChannelPairs))
    .min(1)
    .max(10_000),
});
export const ReEncryptNotesResponseSchema = z.object({ updated: z.number().int() });

export const NoteSortSchema = z.enum(['newest', 'oldest']);
export type NoteSort = z.infer<typeof NoteSortSchema>;
export const NoteListQuerySchema = z.object({
  sort: NoteSortSchema.default('newest'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: NoteCursorSchema.optional(),
});
export type NoteListQuery = z.input<typeof NoteListQuerySchema>;

export const NoteIdParamSchema = IdParamSchema;
export const NoteVideoIdParamSchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'Invalid video id'),
});

/** Largest import batch: a backup of this many notes goes in one call. */
export const MaxImportedNotes = 10_000;
/** 10,000 encrypted notes of a typical size; the browser refuses a bigger backup file before reading it. */
export const ImportBodyLimitBytes = 20 * 1024 * 1024;

/**
 * Notes from a backup, each already in the form it is stored in (encrypted ones under the importing
 * account's note key). Regular notes equal to one the account has (same video, time and text) are skipped.
 */
export const ImportNotesRequestSchema = z.object({
  notes: z.array(CreateNoteRequestSchema).min(1, 'The backup holds no notes').max(MaxImportedNotes),
});
export type ImportNotesRequest = z.input<typeof ImportNotesRequestSchema>;
export const ImportNotesResponseSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
});
export type ImportNotesResponse = z.infer<typeof ImportNotesResponseSchema>;
