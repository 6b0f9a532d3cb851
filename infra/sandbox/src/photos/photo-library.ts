import { createHash } from 'node:crypto';
import { encodeBlurHash } from './blur-hash.js';
import { rgbToHex, sceneColorAt, type Rgb } from './landscape-scene.js';
import { landscapePhotos } from './landscape-photos.js';
import { uprightPhotos } from './upright-photos.js';
import { photographers, type Photographer, type PhotoSeed } from './photo-seeds.js';

export type Orientation = 'landscape' | 'portrait' | 'squarish';

export interface LibraryPhoto extends PhotoSeed {
  slug: string;
  /** CDN file name, e.g. `photo-1686721234567-ab12cd34ef56`. */
  imageFile: string;
  orientation: Orientation;
  blurHash: string;
  color: string;
  user: Photographer & { profileFile: string };
  words: Set<string>;
}

let cached: LibraryPhoto[] | undefined;

/** The sample photos with everything derived once: file names, blur hash, colour, search words. */
export function photoLibrary(): LibraryPhoto[] {
  cached ??= [...landscapePhotos, ...uprightPhotos].map(derive);
  return cached;
}

function derive(seed: PhotoSeed): LibraryPhoto {
  const user = photographers.find((p) => p.username === seed.photographer);
  if (!user) throw new Error(`unknown photographer ${seed.photographer}`);
  const { hash, average } = encodeBlurHash(samplePixels(seed));
  return {
    ...seed,
    slug: `${seed.slugWords}-${seed.id}`,
    imageFile: cdnFile('photo', seed.id, Date.parse(seed.createdAt)),
    orientation: orientationOf(seed.width, seed.height),
    blurHash: hash,
    color: rgbToHex(average),
    user: { ...user, profileFile: cdnFile('profile', user.id, 1_600_000_000_000) },
    // Every sample is a nature landscape, and Unsplash's search finds a photo by its topics as well.
    words: new Set(
      [
        'nature landscape',
        seed.description ?? '',
        seed.altDescription,
        seed.slugWords,
        seed.place?.name ?? '',
        ...seed.tags,
      ]
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w !== ''),
    ),
  };
}

function cdnFile(kind: string, id: string, ms: number): string {
  const hex = createHash('sha256').update(id).digest('hex').slice(0, 12);
  return `${kind}-${ms + (Number.parseInt(hex.slice(0, 6), 16) % 1000)}-${hex}`;
}

/** Unsplash's own buckets: landscape is clearly wider than tall, squarish is near 1:1. */
function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height;
  if (ratio > 1.15) return 'landscape';
  if (ratio < 0.87) return 'portrait';
  return 'squarish';
}

function samplePixels(seed: PhotoSeed): Rgb[][] {
  const columns = 32;
  const rows = Math.max(8, Math.round((columns * seed.height) / seed.width));
  return Array.from({ length: rows }, (_, y) =>
    Array.from({ length: columns }, (_, x) =>
      sceneColorAt(seed.id, seed.scene, (x + 0.5) / columns, (y + 0.5) / rows),
    ),
  );
}
