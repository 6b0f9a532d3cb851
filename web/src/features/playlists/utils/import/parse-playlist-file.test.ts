import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlaylistLimits } from '@stillframe/contracts';
import { ImportRefused } from './import-types';
import { columnsOf } from './newpipe/sqlite-reader';
import { parsePlaylistFile } from './parse-playlist-file';
import { nameFromFileName } from './takeout-csv';
import { fromVideoUrl } from './video-id';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const parse = (name: string) => parsePlaylistFile(read(name), name);
const text = (value: string) => new TextEncoder().encode(value);
async function refusal(bytes: Uint8Array, name = 'file'): Promise<string> {
  try {
    await parsePlaylistFile(bytes, name);
  } catch (error) {
    if (error instanceof ImportRefused) return error.message;
    throw error;
  }
  throw new Error('The file was accepted');
}

const [rick, gangnam, despacito, italian] = ['dQw4w9WgXcQ', '9bZkp7q19f0', 'kJQP7kiw5Fk', 'OPf0YbXqDm0'];

describe('Google Takeout playlist CSV', () => {
  it('reads the current layout: ids in order, named after the file, duplicates and broken ids skipped', async () => {
    const parsed = await parse('Sunday cooking-videos.csv');
    expect(parsed.format).toBe('takeout-csv');
    expect(parsed.playlists).toEqual([
      {
        name: 'Sunday cooking',
        into: 'new',
        videoIds: [rick, gangnam, despacito],
        skipped: [
          { label: rick, reason: 'duplicate' },
          { label: 'not-an-id', reason: 'malformed-id' },
        ],
      },
    ]);
  });

  it('reads the older layout, its title (with a quoted comma) from the metadata row', async () => {
    const [playlist] = (await parse('takeout-old-layout.csv')).playlists;
    expect(playlist).toMatchObject({
      name: 'Bread, butter and jam',
      videoIds: [gangnam, despacito],
      skipped: [],
    });
  });

  it('reads a header in the account language', async () => {
    const [playlist] = (await parse('takeout-it-videos.csv')).playlists;
    expect(playlist).toMatchObject({ name: 'takeout-it', videoIds: [italian] });
  });

  it('names the playlist from the file, whatever the language of the suffix', () => {
    expect(nameFromFileName('Takeout/YouTube/playlists/Rock-n-roll-videos.csv')).toBe('Rock-n-roll');
    expect(nameFromFileName('Cuisine-vidéos.csv')).toBe('Cuisine');
    expect(nameFromFileName('Plain.csv')).toBe('Plain');
  });

  it("refuses Takeout's playlists.csv, saying which file to choose", async () => {
    expect(await refusal(read('playlists.csv'), 'playlists.csv')).toMatch(/-videos\.csv/);
  });

  it('refuses hostile files: a formula, UTF-16, binary, empty, too large', async () => {
    expect(await refusal(read('hostile-formula-videos.csv'))).toMatch(/spreadsheet formula/);
    expect(await refusal(read('hostile-utf16-videos.csv'))).toMatch(/UTF-16/);
    expect(await refusal(read('hostile-binary.csv'))).toMatch(/binary/);
    expect(await refusal(new Uint8Array())).toMatch(/empty/);
    expect(await refusal(new Uint8Array(PlaylistLimits.maxImportFileBytes + 1).fill(65))).toMatch(/MB/);
    expect(await refusal(text('hello\nworld\n'))).toMatch(/no videos/);
  });

  it(`keeps at most ${PlaylistLimits.maxVideosPerPlaylist} videos, skipping the rest as over the limit`, async () => {
    const id = (n: number) => `v${String(n).padStart(10, '0')}`;
    const rows = Array.from({ length: PlaylistLimits.maxVideosPerPlaylist + 2 }, (_, n) => `${id(n)},`);
    const [playlist] = (await parsePlaylistFile(text(`Video ID,Time\n${rows.join('\n')}`), 'Big-videos.csv'))
      .playlists;
    expect(playlist?.videoIds).toHaveLength(PlaylistLimits.maxVideosPerPlaylist);
    expect(playlist?.skipped).toEqual([
      { label: id(PlaylistLimits.maxVideosPerPlaylist), reason: 'over-limit' },
      { label: id(PlaylistLimits.maxVideosPerPlaylist + 1), reason: 'over-limit' },
    ]);
  });
});

describe('FreeTube playlists.db', () => {
  it('applies superseded and deleted lines, maps Watch later, skips a video without an id', async () => {
    const parsed = await parse('freetube-playlists.db');
    expect(parsed.format).toBe('freetube-db');
    expect(parsed.playlists).toEqual([
      { name: 'Watch Later', into: 'watch-later', videoIds: [rick], skipped: [] },
      {
        name: 'Music',
        into: 'new',
        videoIds: [gangnam, despacito],
        skipped: [{ label: 'no id', reason: 'malformed-id' }],
      },
    ]);
  });

  it('reads the single JSON array of FreeTube before 0.20', async () => {
    const legacy = JSON.stringify([{ playlistName: 'Old', videos: [{ videoId: rick }] }]);
    expect((await parsePlaylistFile(text(legacy), 'playlists.db')).playlists).toEqual([
      { name: 'Old', into: 'new', videoIds: [rick], skipped: [] },
    ]);
  });

  it('refuses lines that are not JSON, and JSON without playlists', async () => {
    expect(await refusal(text('{"playlistName":"A","videos":[]}\nnot json\n'))).toMatch(/Line 2 is not JSON/);
    expect(await refusal(text('{"name":"no playlist here"}\n'))).toMatch(/no FreeTube playlists/);
  });
});

describe('Piped and LibreTube JSON', () => {
  it('reads www. and bare hosts and youtu.be, skipping other sites', async () => {
    const parsed = await parse('piped-playlists.json');
    expect(parsed.format).toBe('piped-json');
    expect(parsed.playlists).toEqual([
      {
        name: 'Cooking',
        into: 'new',
        videoIds: [rick, gangnam, despacito],
        skipped: [{ label: 'https://vimeo.com/123456789', reason: 'not-youtube' }],
      },
    ]);
  });

  it('does not require format or version', async () => {
    expect((await parse('libretube-playlists.json')).playlists[0]).toMatchObject({ videoIds: [italian] });
  });

  it("takes no id from a URL that is not YouTube's (Piped's last-11-characters trick is not followed)", () => {
    expect(fromVideoUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toMatchObject({ reason: 'not-youtube' });
    expect(fromVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual({ id: rick });
    expect(fromVideoUrl('https://www.youtube.com/watch?v=short')).toMatchObject({ reason: 'malformed-id' });
  });
});

describe('NewPipe backup', () => {
  it('reads the SQLite database in the zip: join_index order with gaps, repeats and other services skipped', async () => {
    const parsed = await parse('newpipe-backup.zip');
    expect(parsed.format).toBe('newpipe-backup');
    expect(parsed.playlists).toEqual([
      {
        name: 'Road trip',
        into: 'new',
        videoIds: [rick, gangnam, despacito],
        skipped: [
          { label: 'A SoundCloud track', reason: 'not-youtube' },
          { label: rick, reason: 'duplicate' },
        ],
      },
      { name: 'Second', into: 'new', videoIds: [gangnam], skipped: [] },
    ]);
  });

  it('refuses a zip without newpipe.db, a damaged one, a zip bomb and a looping database', async () => {
    expect(await refusal(read('hostile-no-database.zip'))).toMatch(/no newpipe\.db/);
    expect(await refusal(read('hostile-truncated.zip'))).toMatch(/damaged/);
    expect(await refusal(read('hostile-zip-bomb.zip'))).toMatch(/more than a NewPipe backup/);
    expect(await refusal(read('hostile-looping.db'))).toMatch(/damaged/);
  });

  it('stops inflating a zip bomb that understates its size', async () => {
    const bomb = read('hostile-zip-bomb.zip');
    const view = new DataView(bomb.buffer);
    for (let offset = bomb.length - 22; offset >= 0; offset--)
      if (view.getUint32(offset, true) === 0x02014b50) {
        view.setUint32(offset + 24, 1_000, true);
        break;
      }
    expect(await refusal(bomb)).toMatch(/more than a NewPipe backup/);
  });

  it('reads column names from a CREATE TABLE statement as Room writes it', () => {
    expect(
      columnsOf(
        'CREATE TABLE `playlist_stream_join` (`playlist_id` INTEGER NOT NULL, `stream_id` INTEGER NOT NULL, `join_index` INTEGER NOT NULL, PRIMARY KEY(`playlist_id`, `join_index`))',
      ),
    ).toEqual([
      { name: 'playlist_id', isRowid: false },
      { name: 'stream_id', isRowid: false },
      { name: 'join_index', isRowid: false },
    ]);
    expect(
      columnsOf('CREATE TABLE `playlists` (`uid` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `name` TEXT)'),
    ).toEqual([
      { name: 'uid', isRowid: true },
      { name: 'name', isRowid: false },
    ]);
  });
});
