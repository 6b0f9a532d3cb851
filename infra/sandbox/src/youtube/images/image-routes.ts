import type { ServerResponse } from 'node:http';
import type { Catalogue } from '../catalogue/catalogue-types.js';
import { VIDEO_THUMBNAIL_SIZES } from '../public-urls.js';
import { sendSvg, sendText } from '../../http/responses.js';
import { thumbnailSvg } from './thumbnail-svg.js';
import { avatarSvg } from './avatar-svg.js';
import { findChannel, findVideo } from '../catalogue/demo-topics/generated-catalogues.js';

const thumbnailByFile = new Map<string, { name: string; width: number; height: number }>(
  Object.entries(VIDEO_THUMBNAIL_SIZES).map(([name, size]) => [size.file, { name, ...size }]),
);

/**
 * Serves `/images/vi/{videoId}/{file}.jpg` and `/images/yt3/{channelId}=s{px}-…`.
 * maxresdefault.jpg is a 404 for videos without it, as on i.ytimg.com.
 */
export function serveYouTubeImage(catalogue: Catalogue, path: string, res: ServerResponse): boolean {
  const thumb = /^\/images\/vi\/([A-Za-z0-9_-]{11})\/([a-z]+\.jpg)$/.exec(path);
  if (thumb) {
    const video = findVideo(catalogue, thumb[1] ?? '');
    const size = thumbnailByFile.get(thumb[2] ?? '');
    if (!video || !size || (size.name === 'maxres' && !video.hasMaxresThumbnail)) {
      sendText(res, 404, 'Not Found');
      return true;
    }
    sendSvg(res, thumbnailSvg(video, size.width, size.height));
    return true;
  }
  const avatar = /^\/images\/yt3\/(UC[A-Za-z0-9_-]{22})=s(\d+)/.exec(path);
  if (avatar) {
    const channel = findChannel(catalogue, avatar[1] ?? '');
    const px = Number(avatar[2]);
    if (!channel || px < 1 || px > 2048) {
      sendText(res, 404, 'Not Found');
      return true;
    }
    sendSvg(res, avatarSvg(channel, px));
    return true;
  }
  return false;
}
