import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { thumbnailSvg } from '../images/thumbnail-svg.js';

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * A "frame" of the video at a time, as DeArrow's thumbnail service would cut it: the video's scene in
 * another light (the hue moves with the time) and the time written on it, so a demo shows plainly
 * that the card's picture is the community's frame and not the uploader's thumbnail.
 */
export function frameSvg(video: CatalogueVideo, seconds: number): string {
  const hue = Math.round(video.hue + (seconds / Math.max(1, video.durationSeconds ?? 1)) * 120) % 360;
  return thumbnailSvg({ ...video, hue, title: `Frame at ${clock(seconds)}` }, 320, 180);
}
