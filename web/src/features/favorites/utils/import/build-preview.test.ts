import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '@stillframe/contracts';
import { buildPreview } from './build-preview';

const id = (n: number) => `UC${String(n).padStart(22, '0')}`;
const channel = (n: number): Channel => ({
  id: id(n),
  snippet: { title: `Catalog title ${n}`, description: 'From the catalog', thumbnails: {} },
  statistics: { subscriberCount: '10' },
});
const toDraft = (c: Channel) => ({ id: c.id, title: c.snippet.title, seal: `seal-${c.id}` });

describe('the import preview', () => {
  it('looks ids up 50 to a call, takes titles from the catalog, and sorts into add, already and skipped', async () => {
    const entries = Array.from({ length: 120 }, (_, n) => ({ id: id(n), title: `=File title ${n}` }));
    const lookUp = vi.fn(async (ids: string[]) =>
      ids.filter((value) => value !== id(7)).map((value) => channel(Number(value.slice(2)))),
    );
    const preview = await buildPreview(
      { format: 'takeout-csv', entries, skipped: [{ label: 'x', reason: 'malformed-id' }] },
      new Set([id(3)]),
      lookUp,
      toDraft,
    );
    expect(lookUp.mock.calls.map(([ids]) => ids.length)).toEqual([50, 50, 20]);
    expect(preview.toAdd).toHaveLength(118);
    expect(preview.toAdd[0]).toEqual({ id: id(0), title: 'Catalog title 0', seal: `seal-${id(0)}` });
    expect(preview.alreadyFavorites).toEqual([
      { id: id(3), title: 'Catalog title 3', seal: `seal-${id(3)}` },
    ]);
    expect(preview.skipped).toEqual([
      { label: 'x', reason: 'malformed-id' },
      { label: '=File title 7', reason: 'not-found' },
    ]);
  });
});
