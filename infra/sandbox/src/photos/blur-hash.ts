import type { Rgb } from './landscape-scene.js';

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function encode83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i++) out += BASE83[Math.floor(value / 83 ** (length - i)) % 83];
  return out;
}

const toLinear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
function toSrgb(linear: number): number {
  const v = Math.max(0, Math.min(1, linear));
  return v <= 0.0031308
    ? Math.trunc(v * 12.92 * 255 + 0.5)
    : Math.trunc((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5);
}
const signPow = (v: number, e: number) => Math.sign(v) * Math.abs(v) ** e;

/**
 * A real BlurHash (the reference algorithm, 4×3 components) of a sampled image, so
 * clients that decode `blur_hash` into a placeholder get a plausible one. Also returns
 * the average colour, which is what Unsplash's `color` field approximates.
 */
export function encodeBlurHash(
  pixels: Rgb[][],
  xComponents = 4,
  yComponents = 3,
): { hash: string; average: Rgb } {
  const height = pixels.length;
  const width = pixels[0]?.length ?? 0;
  const factors: Rgb[] = [];
  for (let j = 0; j < yComponents; j++) {
    for (let i = 0; i < xComponents; i++) {
      const normalisation = i === 0 && j === 0 ? 1 : 2;
      const sum: Rgb = [0, 0, 0];
      pixels.forEach((row, y) =>
        row.forEach((px, x) => {
          const basis =
            normalisation * Math.cos((Math.PI * i * x) / width) * Math.cos((Math.PI * j * y) / height);
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + basis * toLinear(px[c] ?? 0);
        }),
      );
      factors.push(sum.map((s) => s / (width * height)) as Rgb);
    }
  }
  const [dc, ...ac] = factors as [Rgb, ...Rgb[]];
  let hash = encode83(xComponents - 1 + (yComponents - 1) * 9, 1);
  const actualMax = Math.max(...ac.flatMap((f) => f.map(Math.abs)));
  const quantisedMax = Math.floor(Math.max(0, Math.min(82, Math.floor(actualMax * 166 - 0.5))));
  const maxValue = (quantisedMax + 1) / 166;
  hash += encode83(quantisedMax, 1);
  const average: Rgb = [toSrgb(dc[0]), toSrgb(dc[1]), toSrgb(dc[2])];
  hash += encode83((average[0] << 16) + (average[1] << 8) + average[2], 4);
  for (const f of ac) {
    const q = f.map((c) =>
      Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(c / maxValue, 0.5) * 9 + 9.5)))),
    );
    hash += encode83((q[0] ?? 0) * 361 + (q[1] ?? 0) * 19 + (q[2] ?? 0), 2);
  }
  return { hash, average };
}
