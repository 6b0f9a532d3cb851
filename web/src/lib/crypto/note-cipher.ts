import type { z } from 'zod';
import type { EncryptedNoteFieldsSchema, Note } from '@stillframe/contracts';
import { decryptText, encryptText } from './field-cipher';

export type EncryptedNoteFields = z.input<typeof EncryptedNoteFieldsSchema>;

export interface NotePlainFields {
  note: string;
  videoId: string;
  videoTitle: string;
  videoThumbnailUrl: string;
  /** Seconds into the video. */
  timestamp: number;
  /** The video's channel; empty or absent for a note whose channel is unknown. */
  channelId?: string;
  channelTitle?: string;
}

export type NoteDecryptedFields = Required<NotePlainFields>;

export type NoteDecryption =
  | { status: 'decrypted'; fields: NoteDecryptedFields }
  | { status: 'partial' }
  | { status: 'failed' };

/** Every field under the note key, each with its own fresh IV; the timestamp as a decimal string. */
export async function encryptNoteFields(
  key: CryptoKey,
  fields: NotePlainFields,
): Promise<EncryptedNoteFields> {
  const [note, videoId, videoTitle, thumbnail, timestamp, channel] = await Promise.all([
    encryptText(key, fields.note),
    encryptText(key, fields.videoId),
    encryptText(key, fields.videoTitle),
    encryptText(key, fields.videoThumbnailUrl),
    encryptText(key, String(fields.timestamp)),
    encryptChannel(key, fields),
  ]);
  return {
    ...channel,
    note: note.cipherText,
    contentIv: note.iv,
    videoId: videoId.cipherText,
    videoIdIv: videoId.iv,
    videoTitle: videoTitle.cipherText,
    videoTitleIv: videoTitle.iv,
    videoThumbnailUrl: thumbnail.cipherText,
    videoThumbnailIv: thumbnail.iv,
    timestamp: timestamp.cipherText,
    timestampIv: timestamp.iv,
  };
}

/** The channel's two fields, each with its own IV; nothing for a note without a channel. */
async function encryptChannel(
  key: CryptoKey,
  fields: NotePlainFields,
): Promise<Pick<EncryptedNoteFields, 'channelId' | 'channelIdIv' | 'channelTitle' | 'channelTitleIv'>> {
  if (!fields.channelId) return {};
  const [id, title] = await Promise.all([
    encryptText(key, fields.channelId),
    encryptText(key, fields.channelTitle ?? ''),
  ]);
  return {
    channelId: id.cipherText,
    channelIdIv: id.iv,
    channelTitle: title.cipherText,
    channelTitleIv: title.iv,
  };
}

type StoredField = readonly [cipherText: unknown, iv: string | null];

const isComplete = (field: StoredField): field is readonly [string, string] =>
  typeof field[0] === 'string' && field[0].length > 0 && typeof field[1] === 'string' && field[1].length > 0;

/** Per note: all fields and IVs present gives the text; something missing gives 'partial'; a failing cipher gives 'failed'. */
export async function decryptNoteFields(key: CryptoKey, note: Note): Promise<NoteDecryption> {
  const stored: StoredField[] = [
    [note.note, note.contentIv],
    [note.videoId, note.videoIdIv],
    [note.videoTitle, note.videoTitleIv],
    [note.videoThumbnailUrl, note.videoThumbnailIv],
    [note.timestamp, note.timestampIv],
  ];
  if (!stored.every(isComplete)) return { status: 'partial' };
  // Notes from before channels were kept have none: their channel stays unknown.
  const channel: StoredField[] = [
    [note.channelId, note.channelIdIv],
    [note.channelTitle, note.channelTitleIv],
  ];
  const withChannel = channel.every(isComplete);
  try {
    const [text, videoId, videoTitle, videoThumbnailUrl, timestamp, channelId, channelTitle] =
      await Promise.all(
        (withChannel ? [...stored, ...channel] : stored).map(([cipherText, iv]) =>
          decryptText(key, { cipherText: cipherText as string, iv: iv as string }),
        ),
      );
    const seconds = Number(timestamp);
    return {
      status: 'decrypted',
      fields: {
        note: text ?? '',
        videoId: videoId ?? '',
        videoTitle: videoTitle ?? '',
        videoThumbnailUrl: videoThumbnailUrl ?? '',
        timestamp: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0,
        channelId: channelId ?? '',
        channelTitle: channelTitle ?? '',
      },
    };
  } catch {
    return { status: 'failed' };
  }
}
