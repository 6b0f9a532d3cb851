import { z } from 'zod';
import { NoteVideoIdParamSchema } from './note.schema.js';

/** 32 random bytes in base64url: 256 bits, unguessable. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid share link');
export const ShareTokenParamSchema = z.object({ token: ShareTokenSchema });

export const CreateNoteShareRequestSchema = NoteVideoIdParamSchema;
export type CreateNoteShareRequest = z.input<typeof CreateNoteShareRequestSchema>;

/** A share link as its owner sees it. */
export const NoteShareSchema = z.object({
  token: z.string(),
  videoId: z.string(),
  videoTitle: z.string(),
  createdAt: z.iso.datetime(),
});
export type NoteShare = z.infer<typeof NoteShareSchema>;

/** What a share link shows anyone: the video and its regular notes, nothing else of the owner. */
export const SharedNotesSchema = z.object({
  videoId: z.string(),
  videoTitle: z.string(),
  notes: z.array(z.object({ note: z.string(), timestamp: z.number() })),
});
export type SharedNotes = z.infer<typeof SharedNotesSchema>;

/** The 404 message of a revoked or unknown link, shown on the shared page as it is. */
export const ShareGoneMessage = 'This share link was revoked or never existed';
