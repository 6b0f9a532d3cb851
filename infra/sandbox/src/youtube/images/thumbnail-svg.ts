import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { escapeXml, wrapWords } from './svg-text.js';

/**
 * A video thumbnail: gradient sky, hills and the title. No duration badge: real thumbnails
 * have none (the page overlays it). The 4:3 sizes (hqdefault, sddefault) get black bars
 * like real ones, whose picture is 16:9 inside.
 */
export function thumbnailSvg(video: CatalogueVideo, width: number, height: number): string {
  const pictureHeight = Math.min(height, Math.round((width * 9) / 16));
  const top = Math.round((height - pictureHeight) / 2);
  const h = video.hue;
  const fontSize = Math.max(9, Math.round(width / 22));
  const lines = wrapWords(video.title, Math.floor(width / (fontSize * 0.56)), 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.05)}" y="${top + Math.round(pictureHeight * 0.2) + i * Math.round(fontSize * 1.25)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const hill = (lift: number, shade: number) =>
    `<path d="M0 ${top + pictureHeight * (0.72 - lift)} Q ${width * 0.3} ${top + pictureHeight * (0.52 - lift)} ${width * 0.55} ${top + pictureHeight * (0.7 - lift)} T ${width} ${top + pictureHeight * (0.62 - lift)} V ${top + pictureHeight} H 0 Z" fill="hsl(${(h + 30) % 360},35%,${shade}%)"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h},55%,72%)"/><stop offset="1" stop-color="hsl(${(h + 25) % 360},45%,45%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="#000"/>`,
    `<rect y="${top}" width="${width}" height="${pictureHeight}" fill="url(#sky)"/>`,
    `<circle cx="${width * 0.8}" cy="${top + pictureHeight * 0.3}" r="${pictureHeight * 0.11}" fill="hsla(${(h + 180) % 360},80%,90%,0.55)"/>`,
    hill(0.08, 30),
    hill(-0.08, 20),
    `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" stroke="rgba(0,0,0,0.35)" stroke-width="${fontSize / 14}" paint-order="stroke">${text}</g>`,
    `</svg>`,
  ].join('');
}
