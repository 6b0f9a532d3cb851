import { ImportRefused, type ParsedPlaylist, type VideoCandidate } from './import-types';
import { fromVideoId } from './video-id';

type Parsed = ParsedPlaylist & { candidates: VideoCandidate[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** FreeTube's own lists that match Stillframe's Watch later. */
const WATCH_LATER_IDS = new Set(['watchLater']);

/**
 * The documents of a NeDB file: one JSON object a line, where a later line with the same `_id` replaces the
 * earlier one, `{"$$deleted":true,"_id":…}` deletes it and `$$indexCreated` lines are bookkeeping (the live
 * file is append-only between compactions). FreeTube before 0.20 wrote one JSON array instead.
 */
function liveDocuments(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    return Array.isArray(parsed) ? parsed : [];
  }
  const byId = new Map<string, unknown>();
  let anonymous = 0;
  trimmed.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch {
      throw new ImportRefused(`Line ${index + 1} is not JSON; this is not a FreeTube playlists file.`);
    }
    if (!isRecord(document) || '$$indexCreated' in document) return;
    const id = typeof document._id === 'string' ? document._id : `#${anonymous++}`;
    if (document.$$deleted === true) byId.delete(id);
    else {
      byId.delete(id);
      byId.set(id, document);
    }
  });
  return [...byId.values()];
}

/** A FreeTube playlist needs `playlistName` and `videos`; each video is read by its `videoId` only. */
function toPlaylist(document: unknown): Parsed | null {
  if (!isRecord(document) || typeof document.playlistName !== 'string' || !Array.isArray(document.videos))
    return null;
  const candidates = document.videos.map((video): VideoCandidate => {
    if (!isRecord(video) || typeof video.videoId !== 'string')
      return {
        label: isRecord(video) && typeof video.title === 'string' ? video.title : '(no id)',
        reason: 'malformed-id',
      };
    return fromVideoId(video.videoId);
  });
  const watchLater = typeof document._id === 'string' && WATCH_LATER_IDS.has(document._id);
  return {
    name: document.playlistName.trim() || 'Imported playlist',
    into: watchLater ? 'watch-later' : 'new',
    videoIds: [],
    skipped: [],
    candidates,
  };
}

/** FreeTube's `playlists.db` (or its export): every playlist it holds. */
export function parseFreeTubeDb(text: string): Parsed[] {
  let documents: unknown[];
  try {
    documents = liveDocuments(text);
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused('The file is not valid JSON; this is not a FreeTube playlists file.');
  }
  const playlists = documents.map(toPlaylist).filter((playlist): playlist is Parsed => playlist !== null);
  if (playlists.length === 0)
    throw new ImportRefused('The file holds no FreeTube playlists (no entry has a playlistName and videos).');
  return playlists;
}
