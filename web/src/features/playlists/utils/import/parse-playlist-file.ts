import { PlaylistLimits } from '@stillframe/contracts';
import { decodeText } from './decode-text';
import { parseFreeTubeDb } from './freetube-db';
import {
  ImportRefused,
  type ParsedPlaylist,
  type ParsedPlaylistFile,
  type SkippedVideo,
  type VideoCandidate,
} from './import-types';
import { isSqlite } from './newpipe/sqlite-reader';
import { isZip } from './newpipe/zip-entry';
import { parseNewPipeBackup } from './newpipe/newpipe-backup';
import { parsePipedJson } from './piped-json';
import { parseTakeoutCsv } from './takeout-csv';

const MEGABYTES = PlaylistLimits.maxImportFileBytes / (1024 * 1024);

/**
 * The playlists of a file; the format is read from the content, never the name: a zip or SQLite file is a
 * NewPipe backup, JSON with `playlists` is Piped's, other JSON lines are FreeTube's, anything else a Takeout
 * CSV (whose name only names the playlist).
 */
export async function parsePlaylistFile(bytes: Uint8Array, fileName: string): Promise<ParsedPlaylistFile> {
  if (bytes.length === 0) throw new ImportRefused('The file is empty.');
  if (bytes.length > PlaylistLimits.maxImportFileBytes)
    throw new ImportRefused(
      `The file is ${(bytes.length / (1024 * 1024)).toFixed(1)} MB; files up to ${MEGABYTES} MB can be imported.`,
    );
  if (isZip(bytes) || isSqlite(bytes))
    return { format: 'newpipe-backup', playlists: settleAll(await parseNewPipeBackup(bytes)) };
  const text = decodeText(bytes);
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    const whole = parseWholeJson(start);
    if (
      whole !== undefined &&
      !Array.isArray(whole) &&
      typeof whole === 'object' &&
      whole &&
      'playlists' in whole
    )
      return { format: 'piped-json', playlists: settleAll(parsePipedJson(whole)) };
    return { format: 'freetube-db', playlists: settleAll(parseFreeTubeDb(text)) };
  }
  return { format: 'takeout-csv', playlists: settleAll([parseTakeoutCsv(text, fileName)]) };
}

/** The text as one JSON document, or undefined when it is not one (NDJSON with several lines). */
function parseWholeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const settleAll = (playlists: Array<ParsedPlaylist & { candidates: VideoCandidate[] }>): ParsedPlaylist[] =>
  playlists.map(({ candidates, ...playlist }) => ({ ...playlist, ...settle(candidates) }));

/** Each video once, in the file's order, and no more than a playlist holds; everything left out says why. */
function settle(candidates: VideoCandidate[]): { videoIds: string[]; skipped: SkippedVideo[] } {
  const videoIds: string[] = [];
  const skipped: SkippedVideo[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (!('id' in candidate)) skipped.push(candidate);
    else if (seen.has(candidate.id)) skipped.push({ label: candidate.id, reason: 'duplicate' });
    else if (videoIds.length >= PlaylistLimits.maxVideosPerPlaylist)
      skipped.push({ label: candidate.id, reason: 'over-limit' });
    else {
      seen.add(candidate.id);
      videoIds.push(candidate.id);
    }
  }
  return { videoIds, skipped };
}
