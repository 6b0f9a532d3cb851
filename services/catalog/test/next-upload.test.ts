import { NextUploadAnswerSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { asCaller, useFreshCatalogApp, type CatalogTestApp, type Upstreams } from './catalog-test-app.js';

const catalogue = sampleCatalogue();
// The channel with the most uploads, so that its uploads span several pages of 10.
const channel = [...catalogue.channels].sort((a, b) => b.videoCount - a.videoCount)[0];
if (!channel || channel.videoCount < 12)
  throw new Error('The sandbox catalogue needs a channel of 12 uploads');
const uploads = catalogue.videos
  .filter((video) => video.channelId === channel.id)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const idAt = (index: number): string => {
  const video = uploads[index];
  if (!video) throw new Error(`no upload ${index}`);
  return video.id;
};

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  { env: { YOUTUBE_PAGE_SIZE: '10' } },
);

const nextAfter = async (videoId: string) =>
  NextUploadAnswerSchema.parse(
    (await t.http.get(`/api/youtube/next-upload/${videoId}`).set(asCaller({})).expect(200)).body,
  );

describe("a channel's next upload", () => {
  it('is the upload published right after the video, across a page boundary, never found through search', async () => {
    expect((await nextAfter(idAt(3))).next).toMatchObject({ id: idAt(2), title: uploads[2]?.title });
    // The first upload of the second page: its next is the last of the first page.
    expect((await nextAfter(idAt(10))).next?.id).toBe(idAt(9));
    expect(upstreams.youtube.control.callCount('search')).toBe(0);
  });

  it('says "latest" for the newest upload', async () => {
    expect(await nextAfter(idAt(0))).toEqual({ next: null, isLatest: true });
  });

  it('answers from the cache the second time: no upstream call', async () => {
    await nextAfter(idAt(5));
    const before = upstreams.youtube.control.callCount('playlistItems');
    const videosBefore = upstreams.youtube.control.callCount('videos');
    expect((await nextAfter(idAt(5))).next?.id).toBe(idAt(4));
    expect(upstreams.youtube.control.callCount('playlistItems')).toBe(before);
    expect(upstreams.youtube.control.callCount('videos')).toBe(videosBefore);
  });

  it('answers empty for an unknown video, and 400 naming the field for a malformed id', async () => {
    expect(await nextAfter('Unknown0003')).toEqual({ next: null, isLatest: false });
    const bad = await t.http.get('/api/youtube/next-upload/bad!id').set(asCaller({})).expect(400);
    expect(bad.body.details[0].field).toBe('params.videoId');
  });
});
