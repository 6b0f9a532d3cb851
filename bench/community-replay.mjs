// SponsorBlock and DeArrow answers cached and shared (docs/decisions/0043-sponsorblock-dearrow.md): a
// replay of 1,000 watch-page visits over 200 videos of the demo catalogue, each visit asking the built
// catalog for the video's segments and its branding as the watch page does, several visitors at once.
// Prints the upstream calls each way (counted by the sandbox stand-in) and the cache hit ratio.
// Needs the built code: npm run build
// Options (env): BENCH_VISITS (1000), BENCH_VIDEOS (200), BENCH_ZIPF_S (0: every video as likely; 1: a
// few popular ones), BENCH_CONCURRENCY (8).
import { randomBytes, randomUUID } from 'node:crypto';
import { sampleCatalogue, startYouTubeSandbox } from '@stillframe/sandbox';
import { signIdentity } from '@stillframe/server-kit';
import { deadline, fail, onCleanup, privateRedis, startApp, stopAll, waitFor } from './lib/stack.mjs';
import { percentile, table } from './support.mjs';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 200);
const ZIPF_S = Number(process.env.BENCH_ZIPF_S ?? 0);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECRET = randomBytes(32).toString('hex');
deadline(240_000);

/** Visits as indexes into the videos: rank r is chosen with weight 1 / r^s (s = 0: uniform). */
function visitsOf(count, videos, s) {
  const weights = Array.from({ length: videos }, (_, rank) => 1 / (rank + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let seed = 0x2545f491;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => {
    let left = random() * total;
    for (let index = 0; index < videos; index++) if ((left -= weights[index]) <= 0) return index;
    return videos - 1;
  });
}

try {
  const youtube = await startYouTubeSandbox();
  onCleanup(() => youtube.close());
  const catalog = await startApp('services/catalog', {
    REDIS_URL: await privateRedis(),
    INTERNAL_TOKEN_SECRET: SECRET,
    YOUTUBE_API_KEY: 'bench-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
    SPONSORBLOCK_BASE_URL: `${youtube.url}/sponsorblock`,
    DEARROW_THUMBNAIL_BASE_URL: `${youtube.url}/dearrow-thumb`,
  });
  await waitFor(`${catalog.url}/health/ready`, 'the catalog', (response) => response.ok);

  const ids = sampleCatalogue()
    .videos.slice(0, VIDEOS)
    .map((video) => video.id);
  const visits = visitsOf(VISITS, ids.length, ZIPF_S);
  const viewers = Array.from({ length: 50 }, () => randomUUID());
  const headers = (visit) => ({
    'x-stillframe-identity': signIdentity(
      {
        sub: viewers[visit % viewers.length],
        adm: false,
        sid: 'bench',
        ip: '127.0.0.1',
        rid: `visit-${visit}`,
      },
      SECRET,
    ),
  });
  const ask = async (path, visit) => {
    const response = await fetch(`${catalog.url}${path}`, { headers: headers(visit) });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };

  youtube.sponsorBlock.reset();
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let visit = next++; visit < visits.length; visit = next++) {
        const id = ids[visits[visit]];
        const started = performance.now();
        await Promise.all([
          ask(`/api/sponsorblock/segments/${id}`, visit),
          ask(`/api/dearrow/branding/${id}`, visit),
        ]);
        latencies.push(performance.now() - started);
      }
    }),
  );

  const distinct = new Set(visits).size;
  const row = (what, calls) => ({
    lookups: what,
    visits: VISITS,
    'distinct videos': distinct,
    'upstream calls': calls,
    'hit ratio': `${((100 * (VISITS - calls)) / VISITS).toFixed(1)} %`,
  });
  console.log(
    `${VISITS} watch-page visits over ${ids.length} videos (Zipf s = ${ZIPF_S}), ${CONCURRENCY} at once, ${viewers.length} viewers`,
  );
  table([
    row('SponsorBlock segments', youtube.sponsorBlock.callCount('skipSegments')),
    row('DeArrow branding', youtube.sponsorBlock.callCount('branding')),
  ]);
  console.log(
    `a visit's two lookups: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  await stopAll();
} catch (error) {
  await fail(error);
}
