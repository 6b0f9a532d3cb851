import { describe, expect, it, vi } from 'vitest';
import type { Video } from '@stillframe/contracts';
import { buildPreview } from './build-preview';

const video = (id: string) => ({ id, snippet: { title: `Title of ${id}` } }) as unknown as Video;
const id = (n: number) => `v${String(n).padStart(10, '0')}`;

describe('the import preview', () => {
  it('looks 1,000 videos up in 20 catalog calls of 50 distinct ids, shared across playlists', async () => {
    const ids = Array.from({ length: 1_000 }, (_, n) => id(n));
    const lookUp = vi.fn(async (batch: string[]) => batch.map(video));
    const preview = await buildPreview(
      {
        format: 'freetube-db',
        playlists: [
          { name: 'All', into: 'new', videoIds: ids, skipped: [] },
          { name: 'Some again', into: 'watch-later', videoIds: ids.slice(0, 100), skipped: [] },
        ],
      },
      lookUp,
    );
    expect(lookUp).toHaveBeenCalledTimes(20);
    expect(lookUp.mock.calls.every(([batch]) => batch.length === 50)).toBe(true);
    expect(preview.lookups).toBe(20);
    expect(preview.playlists[0]?.videos).toHaveLength(1_000);
    expect(preview.playlists[1]).toMatchObject({ into: 'watch-later' });
  });

  it("keeps the file's order, takes titles from the catalog and skips what it does not know", async () => {
    const preview = await buildPreview(
      {
        format: 'takeout-csv',
        playlists: [
          {
            name: 'Mine',
            into: 'new',
            videoIds: [id(2), id(1), id(3)],
            skipped: [{ label: 'x', reason: 'malformed-id' }],
          },
        ],
      },
      async (batch) =>
        batch
          .filter((candidate) => candidate !== id(3))
          .reverse()
          .map(video),
    );
    expect(preview.playlists[0]?.videos.map((found) => found.snippet.title)).toEqual([
      `Title of ${id(2)}`,
      `Title of ${id(1)}`,
    ]);
    expect(preview.playlists[0]?.skipped).toEqual([
      { label: 'x', reason: 'malformed-id' },
      { label: id(3), reason: 'not-found' },
    ]);
  });
});
