import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { PlaybackVideoIdParamSchema } from './playback-position.schema.js';

export const NextUploadVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
});

/**
 * The channel's upload published right after a video: `isLatest` when the video is the channel's newest;
 * both empty when the video is too far back in the uploads to look it up cheaply.
 */
export const NextUploadAnswerSchema = z.object({
  next: NextUploadVideoSchema.nullable(),
  isLatest: z.boolean(),
});
export type NextUploadAnswer = z.infer<typeof NextUploadAnswerSchema>;

export const nextUploadRoutes = {
  get: defineRoute({
    id: 'youtube.nextUpload',
    example: { params: { videoId: 'abcdefghijk' } },
    method: 'GET',
    path: '/api/youtube/next-upload/:videoId',
    service: 'catalog',
    access: 'public',
    tag: 'Videos',
    params: PlaybackVideoIdParamSchema,
    response: NextUploadAnswerSchema,
    summary: "The channel's next upload after this video (chronological, never a recommendation)",
    description:
      "Read from the channel's uploads playlist (1 unit a page, cached and shared with the channel page), " +
      'newest first, up to 4 pages back; never from search.',
  }),
};
