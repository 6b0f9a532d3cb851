import { z } from 'zod';
import { whenMissingOrMistyped } from '../common/messages.js';

/** The resume rule (docs/product.md, Pick up where you left off), shared by the web and the library. */
export const Resume = {
  /** A position this close to the start is not worth offering. */
  minSeconds: 10,
  /** Nor one past this share of the video… */
  maxFraction: 0.95,
  /** …or within its last seconds (the credits). */
  endMarginSeconds: 30,
  /** Positions kept per user: the latest saved win. */
  maxPerUser: 1000,
  /** How often the watch page saves while the video plays. */
  saveEverySeconds: 10,
} as const;

/** Whether a position is one to offer on return: not near the start, not near the end. */
export function isResumable(seconds: number, durationSeconds: number): boolean {
  if (!(durationSeconds > 0) || !(seconds >= Resume.minSeconds)) return false;
  return (
    seconds <= durationSeconds * Resume.maxFraction && seconds <= durationSeconds - Resume.endMarginSeconds
  );
}

/** Longest video the platform hosts is far below this; it only bounds what is stored. */
const MaxSeconds = 1e7;

export const PlaybackVideoIdParamSchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'Invalid video id'),
});

export const SavePositionRequestSchema = z
  .object({
    seconds: z
      .number({ error: whenMissingOrMistyped('Seconds must be a number') })
      .min(0, 'Seconds cannot be negative')
      .max(MaxSeconds, 'Seconds must be at most 10,000,000'),
    durationSeconds: z
      .number({ error: whenMissingOrMistyped('Duration must be a number of seconds') })
      .positive('Duration must be more than 0 seconds')
      .max(MaxSeconds, 'Duration must be at most 10,000,000 seconds'),
  })
  .strict()
  // Checked only against a valid duration: a bad duration is reported on its own field.
  .refine((body) => !(body.durationSeconds > 0) || body.seconds <= body.durationSeconds, {
    path: ['seconds'],
    message: 'Seconds cannot be past the end of the video',
  });
export type SavePositionRequest = z.infer<typeof SavePositionRequestSchema>;

export const PlaybackPositionSchema = z.object({
  videoId: z.string(),
  seconds: z.number(),
  durationSeconds: z.number(),
  updatedAt: z.iso.datetime(),
});
export type PlaybackPosition = z.infer<typeof PlaybackPositionSchema>;

/** `position` is null when there is none to offer (never saved, or near the start or the end). */
export const PlaybackPositionAnswerSchema = z.object({ position: PlaybackPositionSchema.nullable() });
export type PlaybackPositionAnswer = z.infer<typeof PlaybackPositionAnswerSchema>;
