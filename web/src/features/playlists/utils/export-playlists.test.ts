import { describe, expect, it } from 'vitest';
import type { Playlist, PlaylistVideo } from '@stillframe/contracts';
import { parsePlaylistFile } from './import/parse-playlist-file';
import { fileNameOf, playlistToCsv, playlistsToJson } from './export-playlists';

const videos: PlaylistVideo[] = [
  { videoId: 'dQw4w9WgXcQ', position: 0, addedAt: '2024-03-01T10:00:00.000Z' },
  { videoId: '9bZkp7q19f0', position: 1, addedAt: '2024-03-02T10:00:00.000Z' },
];
const playlist = { id: 'x', kind: 'playlist', name: 'Sunday: cooking' } as Playlist;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('playlist export', () => {
  it("writes Takeout's CSV, which the import reads back in order", async () => {
    const csv = playlistToCsv(videos);
    expect(csv).toBe(
      'Video ID,Playlist Video Creation Timestamp\r\ndQw4w9WgXcQ,2024-03-01T10:00:00+00:00\r\n9bZkp7q19f0,2024-03-02T10:00:00+00:00\r\n',
    );
    const parsed = await parsePlaylistFile(bytes(csv), fileNameOf('Sunday cooking-videos', '.csv'));
    expect(parsed.playlists[0]).toMatchObject({
      name: 'Sunday cooking',
      videoIds: ['dQw4w9WgXcQ', '9bZkp7q19f0'],
    });
  });

  it("writes Piped's JSON, which the import reads back", async () => {
    const json = playlistsToJson([{ playlist, videos }]);
    const parsed = await parsePlaylistFile(bytes(json), 'playlists.json');
    expect(parsed).toMatchObject({
      format: 'piped-json',
      playlists: [{ name: 'Sunday: cooking', videoIds: ['dQw4w9WgXcQ', '9bZkp7q19f0'] }],
    });
  });

  it('makes a safe file name', () => {
    expect(fileNameOf('a/b: c?', '.csv')).toBe('a b c.csv');
    expect(fileNameOf('///', '.json')).toBe('playlist.json');
  });
});
