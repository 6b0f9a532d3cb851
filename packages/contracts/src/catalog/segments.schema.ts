import { z } from 'zod';

/**
 * SponsorBlock's categories Stillframe shows (chapters are left out: they are names, not segments to
 * skip). `poi_highlight` is a single point ("jump to the highlight"); `exclusive_access` labels the
 * whole video.
 */
export const SponsorCategorySchema = z.enum([
  'sponsor',
  'selfpromo',
  'exclusive_access',
  'interaction',
  'intro',
  'outro',
  'preview',
  'hook',
  'filler',
  'music_offtopic',
  'poi_highlight',
]);
export type SponsorCategory = z.infer<typeof SponsorCategorySchema>;

/** What a segment asks of the player: skip it, mute it, label the whole video, or mark a point. */
export const SponsorActionSchema = z.enum(['skip', 'mute', 'full', 'poi']);
export type SponsorAction = z.infer<typeof SponsorActionSchema>;

export const SponsorSegmentSchema = z.object({
  /** SponsorBlock's id of the segment. */
  uuid: z.string(),
  category: SponsorCategorySchema,
  actionType: SponsorActionSchema,
  /** Seconds from the start; `end` equals `start` for a point and both are 0 for a whole-video label. */
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  /** The video's length when the segment was submitted, in seconds; 0 when unknown. */
  videoDuration: z.number().nonnegative(),
});
export type SponsorSegment = z.infer<typeof SponsorSegmentSchema>;

export const VideoSegmentsSchema = z.object({
  videoId: z.string(),
  /** Sorted by start; empty when the community marked nothing or SponsorBlock could not be reached. */
  segments: z.array(SponsorSegmentSchema),
});
export type VideoSegments = z.infer<typeof VideoSegmentsSchema>;
