import { extname } from 'node:path';

/** The encodings built next to each asset (`app.js.br`, `app.js.gz`), in the order they are preferred. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof encodings)[number]['name'];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface ChosenFile {
  /** The file to send: the requested one, or its precompressed sibling. */
  file: string;
  /** Content-Encoding to send, absent for the file as it is. */
  encoding?: ContentEncoding;
  /** The type of the requested file (never of its `.br`/`.gz` sibling); absent when unknown. */
  contentType?: string;
  /** True when a precompressed sibling exists: the answer then depends on Accept-Encoding (`Vary`). */
  varies: boolean;
}

/** The q-value the Accept-Encoding header gives `encoding` (`*` covers what is not named); 0 when refused. */
function quality(acceptEncoding: string, encoding: string): number {
  let wildcard: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(value) ? value : 0;
    if (name.trim() === encoding) return weight;
    if (name.trim() === '*') wildcard = weight;
  }
  return wildcard ?? 0;
}

/**
 * Which file answers a request for `file`, given the request's Accept-Encoding and which files exist:
 * the best-accepted precompressed sibling (brotli before gzip at equal weight), else the file itself.
 * Framework-neutral so any server (Express, Fastify) can call it; nginx's gzip_static and brotli_static
 * read the same files.
 */
export function chooseFile(
  file: string,
  acceptEncoding: string | undefined,
  exists: (file: string) => boolean,
): ChosenFile {
  const contentType = contentTypes[extname(file).toLowerCase()];
  const available = encodings.filter(({ suffix }) => exists(file + suffix));
  const base = { contentType, varies: available.length > 0 };
  let best: { name: ContentEncoding; suffix: string; q: number } | undefined;
  for (const candidate of available) {
    const q = quality(acceptEncoding ?? '', candidate.name);
    if (q > 0 && (!best || q > best.q)) best = { ...candidate, q };
  }
  return best ? { ...base, file: file + best.suffix, encoding: best.name } : { ...base, file };
}
