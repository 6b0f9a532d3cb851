import { createHash } from 'node:crypto';
import type { LandscapeScene } from './photo-seeds.js';

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * Height (0 top … 1 bottom) of ridge `layer` at horizontal position u. Derived from a hash
 * of the photo id, so the SVG and the blur hash sampler draw the very same skyline.
 */
export function ridgeLine(
  photoId: string,
  layer: number,
  base: number,
  amplitude: number,
  u: number,
): number {
  const bytes = createHash('sha256').update(`${photoId}:${layer}`).digest();
  let wave = 0;
  let weights = 0;
  // Two broad swells plus finer, sharper harmonics so ridges read as mountains, not dunes.
  for (let k = 0; k < 5; k++) {
    const phase = ((bytes[k] ?? 0) / 255) * Math.PI * 2;
    const frequency = 1 + k * k * 0.9 + ((bytes[k + 5] ?? 0) / 255) * 1.5;
    const weight = 1 / (k + 1) ** 1.4;
    const s = Math.sin(u * Math.PI * frequency + phase);
    wave += weight * (k < 2 ? s : 1 - 2 * Math.abs(s));
    weights += weight;
  }
  return base - (amplitude * (wave / weights + 1)) / 2;
}

/** Colour of the scene at (u, v), both 0…1 — the same layering the SVG paints. */
export function sceneColorAt(photoId: string, scene: LandscapeScene, u: number, v: number): Rgb {
  let color = mix(hexToRgb(scene.skyTop), hexToRgb(scene.skyBottom), v);
  if (scene.aurora && v < 0.45)
    color = mix(color, hexToRgb(scene.aurora), 0.5 * Math.max(0, 1 - Math.abs(v - 0.2) / 0.2));
  if (scene.sun && Math.hypot(u - scene.sun.u, (v - scene.sun.v) * 0.66) < scene.sun.r)
    color = hexToRgb(scene.sun.color);
  scene.ridges.forEach((ridge, layer) => {
    if (v >= ridgeLine(photoId, layer, ridge.base, ridge.amplitude, u)) color = hexToRgb(ridge.color);
  });
  if (scene.water && v >= scene.water.line) {
    color = mix(hexToRgb(scene.water.color), hexToRgb(scene.skyBottom), 0.35 * (1 - (v - scene.water.line)));
  }
  if (scene.fog)
    color = mix(
      color,
      hexToRgb(scene.fog.color),
      0.55 * Math.max(0, 1 - Math.abs(v - scene.fog.line) / 0.15),
    );
  return color;
}
