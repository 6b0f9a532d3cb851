import { buildCatalogue } from '../src/youtube/catalogue/build-catalogue.js';
import { sampleCatalogue } from '../src/youtube/index.js';

describe('sample catalogue', () => {
  const catalogue = sampleCatalogue();
  const allText = catalogue.videos.map((v) => v.description).join('\n');

  it('is deterministic', () => {
    const again = buildCatalogue(20240611);
    expect(again.videos.map((v) => [v.id, v.title, v.durationSeconds, v.viewCount])).toEqual(
      catalogue.videos.map((v) => [v.id, v.title, v.durationSeconds, v.viewCount]),
    );
  });

  it('has enough channels and videos with real id shapes', () => {
    expect(catalogue.channels.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.videos.length).toBeGreaterThanOrEqual(300);
    for (const c of catalogue.channels) expect(c.id).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    for (const v of catalogue.videos) expect(v.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(new Set(catalogue.videos.map((v) => v.id)).size).toBe(catalogue.videos.length);
    for (const c of catalogue.channels)
      expect(c.videoCount).toBe(catalogue.videos.filter((v) => v.channelId === c.id).length);
  });

  it('spreads durations, dates and views', () => {
    const seconds = catalogue.videos.flatMap((v) => (v.durationSeconds === null ? [] : [v.durationSeconds]));
    expect(seconds.filter((s) => s < 240).length).toBeGreaterThan(30);
    expect(seconds.filter((s) => s >= 240 && s <= 1200).length).toBeGreaterThan(30);
    expect(seconds.filter((s) => s > 1200).length).toBeGreaterThan(30);
    expect(seconds.filter((s) => s > 3600).length).toBeGreaterThanOrEqual(3);
    const years = new Set(catalogue.videos.map((v) => v.publishedAt.slice(0, 4)));
    expect([...years].sort()).toEqual(expect.arrayContaining(['2023', '2024', '2025']));
    const views = catalogue.videos.map((v) => v.viewCount);
    expect(Math.max(...views) / Math.min(...views)).toBeGreaterThan(1000);
  });

  it('links to videos and channels in every real shape, plus external sites', () => {
    for (const shape of [
      /https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}/,
      /https:\/\/youtu\.be\/[\w-]{11}/,
      /https:\/\/www\.youtube\.com\/channel\/UC[\w-]{22}/,
      /https:\/\/www\.youtube\.com\/@\w+/,
      /https:\/\/www\.youtube\.com\/c\/\w+/,
      /https:\/\/www\.youtube\.com\/user\/\w+/,
      /https:\/\/en\.wikipedia\.org\//,
    ])
      expect(allText).toMatch(shape);
    const linkedVideos = [...allText.matchAll(/(?:v=|youtu\.be\/|shorts\/)([\w-]{11})/g)].map(
      (m) => m[1] ?? '',
    );
    expect(linkedVideos.length).toBeGreaterThan(300);
    expect(linkedVideos.every((id) => catalogue.videosById.has(id))).toBe(true);
    const linkedChannels = [...allText.matchAll(/\/channel\/(UC[\w-]{22})/g)].map((m) => m[1] ?? '');
    expect(linkedChannels.every((id) => catalogue.channelsById.has(id))).toBe(true);
  });
});
