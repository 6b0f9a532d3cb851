import type { CatalogueChannel } from '../catalogue/catalogue-types.js';
import { escapeXml } from './svg-text.js';

/** A square avatar with the channel's initials; the page crops it to a circle like yt3 ones. */
export function avatarSvg(channel: CatalogueChannel, size: number): string {
  const initials = channel.title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const h = channel.hue;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h},55%,60%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},50%,35%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="100" height="100" fill="url(#a)"/>`,
    `<text x="50" y="62" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    `</svg>`,
  ].join('');
}
