import { parseCsvRows } from '@/lib/csv-rows';
import { ImportRefused, type ParsedPlaylist, type VideoCandidate } from './import-types';
import { fromVideoId, isVideoId } from './video-id';

// A cell a spreadsheet would run: `=…`, or `+ - @` starting a call or a DDE link, or a leading tab/CR.
const FORMULA = /^(?:=|[+\-@].*[(|!]|[\t\r])/s;
/** The suffix Takeout gives each playlist's file, in the account's language (`Cooking-videos.csv`). */
const VIDEOS_SUFFIX = /-(?:videos|vidéos|vídeos|video|videó|wideo|видео|動画|视频|동영상)$/iu;
// A timestamp as Takeout writes it, current (2024-03-01T10:00:00+00:00) or old (2023-03-07 05:54:43 UTC).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** The playlist's name from its file name, for the current layout whose rows name no title. */
export const nameFromFileName = (fileName: string): string =>
  fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.csv$/i, '')
    .replace(VIDEOS_SUFFIX, '')
    .trim();

/**
 * A row of videos: an id, then a timestamp or nothing; or a short row with a timestamp whose id is broken
 * (reported as skipped). Header rows, in any language, and metadata rows are neither.
 */
function isVideoRow(cells: string[]): boolean {
  const added = cells[1]?.trim() ?? '';
  if (isVideoId(cells[0]?.trim() ?? '')) return cells.length === 1 || added === '' || TIMESTAMP.test(added);
  return cells.length <= 3 && TIMESTAMP.test(added);
}

/**
 * The title in the metadata row the older layouts put above the videos: `Playlist Id,Channel Id,Time
 * Created,Time Updated,Title,…` (7 columns, title 5th), or the 12-column one with the title 7th.
 */
function titleOfMetadata(rows: string[][]): string | undefined {
  const data = rows.filter((cells) => !isVideoRow(cells)).slice(1, 2)[0];
  if (!data) return undefined;
  const title = data.length >= 12 ? data[6] : data.length >= 5 ? data[4] : undefined;
  return title?.trim() || undefined;
}

/**
 * One playlist of a Google Takeout export (`<Title>-videos.csv`): the video id in the first column of
 * each row, by position, because headers follow the account's language and have changed over the years.
 */
export function parseTakeoutCsv(
  text: string,
  fileName: string,
): ParsedPlaylist & { candidates: VideoCandidate[] } {
  const rows = parseCsvRows(text);
  rows.forEach((cells, index) => {
    const formula = cells.find((cell) => FORMULA.test(cell));
    if (formula !== undefined)
      throw new ImportRefused(
        `Row ${index + 1} holds a spreadsheet formula (${JSON.stringify(formula.slice(0, 40))}); the file is refused.`,
      );
  });
  const videoRows = rows.filter(isVideoRow);
  if (videoRows.length === 0) {
    const header = rows[0]?.join(',') ?? '';
    if (/playlist title/i.test(header) && !/video id/i.test(header))
      throw new ImportRefused(
        'This is playlists.csv, the list of your playlists; choose the file of one playlist (“…-videos.csv”).',
      );
    throw new ImportRefused('The file lists no videos.');
  }
  const name = titleOfMetadata(rows) ?? (nameFromFileName(fileName) || 'Imported playlist');
  return {
    name,
    into: 'new',
    videoIds: [],
    skipped: [],
    candidates: videoRows.map((cells) => fromVideoId(cells[0] ?? '')),
  };
}
