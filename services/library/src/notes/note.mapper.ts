import type { z } from 'zod';
import type {
  CreateNoteRequestSchema,
  EncryptedNoteFieldsSchema,
  Note as NoteView,
  RegularNoteFieldsSchema,
} from '@stillframe/contracts';
import type { Note } from '../generated/prisma/client.js';

export type NewNote = z.output<typeof CreateNoteRequestSchema>;
export type RegularNoteFields = z.output<typeof RegularNoteFieldsSchema>;
export type EncryptedNoteFields = z.output<typeof EncryptedNoteFieldsSchema>;

/** The columns that say what a note holds (everything but id, owner and times). */
export type NoteContent = Pick<
  Note,
  | 'isEncrypted'
  | 'note'
  | 'videoId'
  | 'videoTitle'
  | 'videoThumbnailUrl'
  | 'timestampSeconds'
  | 'timestampCipher'
  | 'contentIv'
  | 'videoIdIv'
  | 'videoTitleIv'
  | 'videoThumbnailIv'
  | 'timestampIv'
  | 'channelId'
  | 'channelTitle'
  | 'channelIdIv'
  | 'channelTitleIv'
>;

const noIvs = {
  contentIv: null,
  videoIdIv: null,
  videoTitleIv: null,
  videoThumbnailIv: null,
  timestampIv: null,
  channelIdIv: null,
  channelTitleIv: null,
};

export function regularContent(fields: RegularNoteFields): NoteContent {
  return {
    isEncrypted: false,
    note: fields.note,
    videoId: fields.videoId,
    videoTitle: fields.videoTitle,
    videoThumbnailUrl: fields.videoThumbnailUrl,
    timestampSeconds: fields.timestamp,
    timestampCipher: null,
    channelId: fields.channelId,
    channelTitle: fields.channelTitle,
    ...noIvs,
  };
}

/** Ciphertext and IVs are stored exactly as sent: the server cannot and must not change a byte. */
export function encryptedContent(fields: EncryptedNoteFields): NoteContent {
  return {
    isEncrypted: true,
    note: fields.note,
    videoId: fields.videoId,
    videoTitle: fields.videoTitle,
    videoThumbnailUrl: fields.videoThumbnailUrl,
    timestampSeconds: null,
    timestampCipher: fields.timestamp,
    contentIv: fields.contentIv,
    videoIdIv: fields.videoIdIv,
    videoTitleIv: fields.videoTitleIv,
    videoThumbnailIv: fields.videoThumbnailIv,
    timestampIv: fields.timestampIv,
    // A note without its channel stays without one; ciphertext and IV come in pairs (contracts).
    channelId: fields.channelId ?? '',
    channelIdIv: fields.channelIdIv ?? null,
    channelTitle: fields.channelTitle ?? '',
    channelTitleIv: fields.channelTitleIv ?? null,
  };
}

export const newNoteContent = (request: NewNote): NoteContent =>
  request.isEncrypted ? encryptedContent(request) : regularContent(request);

export function toNoteView(row: Note): NoteView {
  return {
    id: row.id,
    note: row.note,
    videoId: row.videoId,
    videoTitle: row.videoTitle,
    videoThumbnailUrl: row.videoThumbnailUrl,
    timestamp: row.isEncrypted ? (row.timestampCipher ?? '') : (row.timestampSeconds ?? 0),
    isEncrypted: row.isEncrypted,
    contentIv: row.contentIv,
    videoIdIv: row.videoIdIv,
    videoTitleIv: row.videoTitleIv,
    videoThumbnailIv: row.videoThumbnailIv,
    timestampIv: row.timestampIv,
    channelId: row.channelId,
    channelTitle: row.channelTitle,
    channelIdIv: row.channelIdIv,
    channelTitleIv: row.channelTitleIv,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
