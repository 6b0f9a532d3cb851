import { SuccessSchema } from '../common/enums.js';
import { defineRoute } from '../http/route.js';
import {
  PlaybackPositionAnswerSchema,
  PlaybackVideoIdParamSchema,
  SavePositionRequestSchema,
} from './playback-position.schema.js';

const tag = 'Playback';

/**
 * Where a signed-in user left each video. `user`, not `subscriber`: a free account watches too, and
 * a position is no Pro feature (docs/decisions/0022-playback-positions.md).
 */
export const playbackPositionRoutes = {
  get: defineRoute({
    id: 'positions.get',
    example: { params: { videoId: 'abcdefghijk' } },
    method: 'GET',
    path: '/api/library/positions/:videoId',
    service: 'library',
    access: 'user',
    tag,
    params: PlaybackVideoIdParamSchema,
    response: PlaybackPositionAnswerSchema,
    summary: 'Where the user left this video, when it is worth offering',
  }),
  save: defineRoute({
    id: 'positions.save',
    example: { params: { videoId: 'abcdefghijk' }, body: { seconds: 42, durationSeconds: 300 } },
    method: 'PUT',
    path: '/api/library/positions/:videoId',
    service: 'library',
    access: 'user',
    tag,
    params: PlaybackVideoIdParamSchema,
    body: SavePositionRequestSchema,
    bodyLimitBytes: 1024,
    response: PlaybackPositionAnswerSchema,
    summary: 'Keep the playback position; one near the start or the end clears it instead',
    description:
      'A position under 10 s, past 95% of the video or within its last 30 s is not kept (the answer is ' +
      '`position: null`). Each user keeps the latest 1,000 positions.',
  }),
  clear: defineRoute({
    id: 'positions.clear',
    example: { params: { videoId: 'abcdefghijk' } },
    method: 'DELETE',
    path: '/api/library/positions/:videoId',
    service: 'library',
    access: 'user',
    tag,
    params: PlaybackVideoIdParamSchema,
    response: SuccessSchema,
    summary: 'Forget the position (start over)',
  }),
};
