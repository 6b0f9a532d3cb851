import type { z } from 'zod';
import { ErrorCode, type UpdateNoteRequestSchema } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import type { Note } from '../generated/prisma/client.js';
import { encryptedContent, regularContent, type NoteContent } from './note.mapper.js';

export type NoteUpdate = z.output<typeof UpdateNoteRequestSchema>;

/**
 * The columns an update writes, given the note as stored. A regular note takes any subset of its
 * fields; an encrypted one is only ever replaced whole, because plaintext must never sit beside its
 * ciphertext and every re-encrypted field comes with a fresh IV.
 */
export function noteChanges(current: Note, update: NoteUpdate): Partial<NoteContent> {
  if (update.isEncrypted === true) return encryptedContent(update);
  if (current.isEncrypted && update.isEncrypted === undefined) {
    throw AppException.validation(
      'body.isEncrypted',
      'This note is encrypted: send every encrypted field with its IV and isEncrypted: true',
    );
  }
  if (current.isEncrypted) {
    const { note, videoId, timestamp } = update;
    if (note === undefined || videoId === undefined || timestamp === undefined)
      throw missingRegularFields(update);
    return regularContent({
      note,
      videoId,
      timestamp,
      videoTitle: update.videoTitle ?? '',
      videoThumbnailUrl: update.videoThumbnailUrl ?? '',
      channelId: update.channelId ?? '',
      channelTitle: update.channelTitle ?? '',
    });
  }
  return {
    ...(update.note !== undefined ? { note: update.note } : {}),
    ...(update.videoId !== undefined ? { videoId: update.videoId } : {}),
    ...(update.videoTitle !== undefined ? { videoTitle: update.videoTitle } : {}),
    ...(update.videoThumbnailUrl !== undefined ? { videoThumbnailUrl: update.videoThumbnailUrl } : {}),
    ...(update.timestamp !== undefined ? { timestampSeconds: update.timestamp } : {}),
    ...(update.channelId !== undefined ? { channelId: update.channelId } : {}),
    ...(update.channelTitle !== undefined ? { channelTitle: update.channelTitle } : {}),
  };
}

/** Turning an encrypted note back into a regular one needs the fields a regular note cannot do without. */
function missingRegularFields(update: NoteUpdate): AppException {
  const missing = (['note', 'videoId', 'timestamp'] as const).filter((field) => update[field] === undefined);
  const details = missing.map((field) => ({
    field: `body.${field}`,
    message: 'Required to turn an encrypted note into a regular one',
  }));
  return new AppException(
    ErrorCode.validationFailed,
    `body.${missing.join(', body.')}: required to turn an encrypted note into a regular one`,
    details,
  );
}
