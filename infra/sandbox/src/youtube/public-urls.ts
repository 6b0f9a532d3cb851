import type { CatalogueChannel } from './catalogue/catalogue-types.js';

export interface Thumbnail {
  url: string;
  width?: number;
  height?: number;
}

export const VIDEO_THUMBNAIL_SIZES = {
  default: { file: 'default.jpg', width: 120, height: 90 },
  medium: { file: 'mqdefault.jpg', width: 320, height: 180 },
  high: { file: 'hqdefault.jpg', width: 480, height: 360 },
  standard: { file: 'sddefault.jpg', width: 640, height: 480 },
  maxres: { file: 'maxresdefault.jpg', width: 1280, height: 720 },
} as const;

export type VideoThumbnailName = keyof typeof VIDEO_THUMBNAIL_SIZES;

/** Same path shape as i.ytimg.com (`/vi/ID/mqdefault.jpg`), served by the sandbox itself. */
export function videoThumbnails(
  publicUrl: string,
  videoId: string,
  names: VideoThumbnailName[],
): Record<string, Thumbnail> {
  const out: Record<string, Thumbnail> = {};
  for (const name of names) {
    const size = VIDEO_THUMBNAIL_SIZES[name];
    out[name] = {
      url: `${publicUrl}/images/vi/${videoId}/${size.file}`,
      width: size.width,
      height: size.height,
    };
  }
  return out;
}

/**
 * yt3.ggpht.com-style avatar urls (`...=s88-c-k-c0x00ffffff-no-rj`). Search results
 * carry only the url (and the `-mo` suffix), channels.list adds the sizes.
 */
export function channelAvatars(
  publicUrl: string,
  channel: CatalogueChannel,
  forSearch: boolean,
): Record<string, Thumbnail> {
  const sizes = { default: 88, medium: 240, high: 800 };
  const out: Record<string, Thumbnail> = {};
  for (const [name, px] of Object.entries(sizes)) {
    const url = `${publicUrl}/images/yt3/${channel.id}=s${px}-c-k-c0x00ffffff-no-rj${forSearch ? '-mo' : ''}`;
    out[name] = forSearch ? { url } : { url, width: px, height: px };
  }
  return out;
}
