import { describe, expect, it, vi } from 'vitest';
import { createBrandingLoader } from './branding-loader';

describe('loading the branding of a page of cards', () => {
  it('asks once for every id requested in the same moment, at most 50 a call, and answers each card', async () => {
    const fetchPage = vi.fn(async (ids: string[]) =>
      ids
        .filter((id) => id !== 'none')
        .map((id) => ({ videoId: id, title: `Title of ${id}`, thumbnailUrl: null })),
    );
    const load = createBrandingLoader(fetchPage);
    const ids = Array.from({ length: 60 }, (_, i) => `video-${i}`);
    const answers = await Promise.all([...ids, 'video-1', 'none'].map((id) => load(id)));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[0]![0]).toHaveLength(50);
    expect(fetchPage.mock.calls[1]![0]).toEqual([...ids.slice(50), 'none']);
    expect(answers[1]).toEqual({ videoId: 'video-1', title: 'Title of video-1', thumbnailUrl: null });
    expect(answers[60]).toEqual(answers[1]);
    expect(answers[61]).toEqual({ videoId: 'none', title: null, thumbnailUrl: null });
  });

  it('fails the cards of a failed call only', async () => {
    const load = createBrandingLoader(async () => {
      throw new Error('503');
    });
    await expect(load('a')).rejects.toThrow('503');
  });
});
