import type { LibraryPhoto } from './photo-library.js';
import { ridgeLine } from './landscape-scene.js';

export interface ImageSize {
  width: number;
  height: number;
  /** `fit=crop` fills the box; otherwise the picture keeps its own proportions. */
  crop: boolean;
}

/** The photo as SVG at the requested size; geometry matches the blur hash sampler. */
export function landscapeSvg(photo: LibraryPhoto, size: ImageSize): string {
  const { width: W, height: H, scene } = photo;
  const ridges = scene.ridges.map((ridge, layer) => {
    const points: string[] = [];
    for (let step = 0; step <= 48; step++) {
      const u = step / 48;
      points.push(
        `${(u * W).toFixed(0)},${(ridgeLine(photo.id, layer, ridge.base, ridge.amplitude, u) * H).toFixed(0)}`,
      );
    }
    return `<polygon points="0,${H} ${points.join(' ')} ${W},${H}" fill="${ridge.color}"/>`;
  });
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="${size.crop ? 'xMidYMid slice' : 'xMidYMid meet'}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient>`,
    scene.aurora
      ? `<radialGradient id="aurora" cx="0.5" cy="0.2" r="0.6"><stop offset="0" stop-color="${scene.aurora}" stop-opacity="0.7"/><stop offset="1" stop-color="${scene.aurora}" stop-opacity="0"/></radialGradient>`
      : '',
    scene.fog
      ? `<linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.fog.color}" stop-opacity="0"/><stop offset="0.5" stop-color="${scene.fog.color}" stop-opacity="0.6"/><stop offset="1" stop-color="${scene.fog.color}" stop-opacity="0"/></linearGradient>`
      : '',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    scene.aurora
      ? `<ellipse cx="${W / 2}" cy="${H * 0.2}" rx="${W * 0.6}" ry="${H * 0.22}" fill="url(#aurora)"/>`
      : '',
    scene.sun
      ? `<circle cx="${scene.sun.u * W}" cy="${scene.sun.v * H}" r="${scene.sun.r * H * 1.5}" fill="${scene.sun.color}"/>`
      : '',
    ...ridges,
    scene.water
      ? `<rect y="${scene.water.line * H}" width="${W}" height="${H * (1 - scene.water.line)}" fill="${scene.water.color}" opacity="0.92"/>`
      : '',
    scene.fog
      ? `<rect y="${(scene.fog.line - 0.15) * H}" width="${W}" height="${H * 0.3}" fill="url(#fog)"/>`
      : '',
    '</svg>',
  ];
  return parts.filter((p) => p !== '').join('');
}

/** imgix-style sizing, loosely: w and/or h, keeping the aspect unless both are given. */
export function sizeFromQuery(photo: LibraryPhoto, query: URLSearchParams): ImageSize {
  const w = positive(query.get('w'));
  const h = positive(query.get('h'));
  const aspect = photo.width / photo.height;
  if (w && h) return { width: w, height: h, crop: query.get('fit') === 'crop' };
  if (w) return { width: w, height: Math.round(w / aspect), crop: false };
  if (h) return { width: Math.round(h * aspect), height: h, crop: false };
  return { width: photo.width, height: photo.height, crop: false };
}

function positive(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw !== null && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 8000) : undefined;
}
