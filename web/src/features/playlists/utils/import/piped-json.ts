import { ImportRefused, type ParsedPlaylist, type VideoCandidate } from './import-types';
import { fromVideoUrl } from './video-id';

type Parsed = ParsedPlaylist & { candidates: VideoCandidate[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Piped's playlists export, which LibreTube also writes: `{format:"Piped", version, playlists:[{name, videos:
 * [URL…]}]}`. `format` is not required (LibreTube very likely leaves it out); a history export is not a
 * playlist and is left out.
 */
export function parsePipedJson(document: unknown): Parsed[] {
  if (!isRecord(document) || !Array.isArray(document.playlists))
    throw new ImportRefused(
      'The JSON file has no "playlists" list; this is not a Piped or LibreTube export.',
    );
  const playlists = document.playlists
    .filter((playlist) => isRecord(playlist) && playlist.type !== 'history' && Array.isArray(playlist.videos))
    .map((playlist): Parsed => {
      const record = playlist as Record<string, unknown>;
      const videos = record.videos as unknown[];
      return {
        name:
          typeof record.name === 'string' && record.name.trim() ? record.name.trim() : 'Imported playlist',
        into: 'new',
        videoIds: [],
        skipped: [],
        candidates: videos.map((video) =>
          typeof video === 'string' ? fromVideoUrl(video) : { label: '(not a URL)', reason: 'malformed-id' },
        ),
      };
    });
  if (playlists.length === 0) throw new ImportRefused('The file holds no playlists.');
  return playlists;
}
