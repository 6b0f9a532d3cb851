import { ImportRefused, type ParsedPlaylist, type VideoCandidate } from '../import-types';
import { fromVideoUrl } from '../video-id';
import { isSqlite, SqliteFile, type SqlRow } from './sqlite-reader';
import { isZip, readZipEntry } from './zip-entry';

type Parsed = ParsedPlaylist & { candidates: VideoCandidate[] };

/** NewPipe's service id for YouTube (1 is SoundCloud, 2 media.ccc.de, 3 PeerTube, 4 Bandcamp). */
const YOUTUBE_SERVICE = 0;

const numberOf = (value: SqlRow[string] | undefined): number =>
  typeof value === 'number' ? value : Number.NaN;
const textOf = (value: SqlRow[string] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * The local playlists of a NewPipe backup (a zip holding `newpipe.db`, or that database alone): each playlist's
 * streams in `join_index` order (which may have gaps, and may repeat a stream). Streams of other services are
 * skipped; bookmarked remote playlists (`remote_playlists`) are only links and are left out; `newpipe.settings`
 * is never read (it is a Java-serialised object).
 */
export async function parseNewPipeBackup(bytes: Uint8Array): Promise<Parsed[]> {
  let database: Uint8Array = bytes;
  if (isZip(bytes)) {
    const entry = await readZipEntry(bytes, 'newpipe.db');
    if (!entry)
      throw new ImportRefused(
        'The zip holds no newpipe.db; choose the file NewPipe writes with Settings → Backup and restore → Export database.',
      );
    database = entry;
  }
  if (!isSqlite(database))
    throw new ImportRefused('newpipe.db is not an SQLite database; export the backup again.');
  const file = new SqliteFile(database);
  const playlists = file.table('playlists');
  const joins = file.table('playlist_stream_join');
  const streams = file.table('streams');
  if (!playlists || !joins || !streams)
    throw new ImportRefused(
      'The NewPipe database has no playlist tables; export the backup again from NewPipe.',
    );

  const streamById = new Map(streams.map((stream) => [numberOf(stream.uid), stream]));
  const order = (row: SqlRow) => numberOf(row.display_index ?? null);
  const sorted = [...playlists].sort(
    (a, b) => (order(a) || 0) - (order(b) || 0) || numberOf(a.uid) - numberOf(b.uid),
  );
  return sorted.map((playlist): Parsed => {
    const uid = numberOf(playlist.uid);
    const entries = joins
      .filter((join) => numberOf(join.playlist_id) === uid)
      .sort((a, b) => numberOf(a.join_index) - numberOf(b.join_index));
    return {
      name: textOf(playlist.name).trim() || 'Imported playlist',
      into: 'new',
      videoIds: [],
      skipped: [],
      candidates: entries.map((join): VideoCandidate => {
        const stream = streamById.get(numberOf(join.stream_id));
        if (!stream) return { label: '(missing stream)', reason: 'malformed-id' };
        const label = textOf(stream.title) || textOf(stream.url);
        if (numberOf(stream.service_id) !== YOUTUBE_SERVICE) return { label, reason: 'not-youtube' };
        const candidate = fromVideoUrl(textOf(stream.url));
        return 'id' in candidate ? candidate : { ...candidate, label };
      }),
    };
  });
}
