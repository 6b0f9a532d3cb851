import { runInNewContext } from 'node:vm';
import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';

type Json = Record<string, any>;
let sandbox: YouTubeSandbox;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the served iframe_api script against a minimal fake DOM, as a page would. */
async function loadPlayerApi(): Promise<{ window: Json; iframes: Json[] }> {
  const script = await (await fetch(`${sandbox.url}/iframe_api`)).text();
  const iframes: Json[] = [];
  const placeholder = { id: 'player', parentNode: { replaceChild: (next: Json) => iframes.push(next) } };
  const document = {
    getElementById: (id: string) => (id === 'player' ? placeholder : null),
    createElement: () => ({ setAttribute() {}, contentWindow: { postMessage() {} } }),
  };
  const window: Json = {
    document,
    setTimeout,
    setInterval,
    clearInterval,
    Date,
    Math,
    Number,
    String,
    Object,
    Error,
  };
  window['window'] = window;
  runInNewContext(script, window);
  await wait(10);
  return { window, iframes };
}

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterAll(() => sandbox.close());

describe('offline IFrame player', () => {
  it('serves a YT.Player that readies, plays and keeps time', async () => {
    const { window, iframes } = await loadPlayerApi();
    const video = sampleCatalogue().videos.find((v) => (v.durationSeconds ?? 0) > 60 && v.embeddable);
    const log: string[] = [];
    const player = new window['YT'].Player('player', {
      videoId: video?.id,
      playerVars: { start: 10 },
      events: {
        onReady: () => log.push('ready'),
        onStateChange: (e: Json) => log.push(`state ${e['data']}`),
      },
    });
    expect(iframes[0]?.src).toBe(`${sandbox.url}/embed/${video?.id}?start=10`);
    await wait(60);
    expect(player.getDuration()).toBe(video?.durationSeconds);
    player.playVideo();
    await wait(400);
    expect(player.getPlayerState()).toBe(1);
    expect(player.getCurrentTime()).toBeGreaterThan(10.2);
    player.pauseVideo();
    player.seekTo(42);
    expect(player.getCurrentTime()).toBe(42);
    expect(log).toEqual(['ready', 'state 3', 'state 1', 'state 2']);
    player.destroy();
  });

  it('reports ENDED (0) at the end, to the page and to the embedded frame, and plays again from the start', async () => {
    const { window, iframes } = await loadPlayerApi();
    const video = sampleCatalogue().videos.find((v) => (v.durationSeconds ?? 0) > 60 && v.embeddable);
    const duration = video?.durationSeconds ?? 0;
    const states: number[] = [];
    const player = new window['YT'].Player('player', {
      videoId: video?.id,
      playerVars: { start: duration - 0.2 },
      events: { onStateChange: (e: Json) => states.push(e['data']) },
    });
    const posted: Json[] = [];
    const frame = iframes[0] as Json;
    frame['contentWindow'] = { postMessage: (message: Json) => posted.push(message['stillframeSandbox']) };
    await wait(60);
    player.playVideo();
    await wait(700);
    expect(states).toEqual([3, 1, 0]);
    expect(player.getPlayerState()).toBe(0);
    expect(posted.at(-1)).toEqual({ state: 0, time: duration, duration });
    player.playVideo();
    await wait(100);
    expect(player.getPlayerState()).toBe(1);
    expect(player.getCurrentTime()).toBeLessThan(1);
    player.destroy();
  });

  it('reports the real error codes for bad, unknown and non-embeddable ids', async () => {
    const { window } = await loadPlayerApi();
    const blocked = sampleCatalogue().videos.find((v) => !v.embeddable);
    const errors: number[] = [];
    for (const videoId of ['short', 'AAAAAAAAAAA', blocked?.id]) {
      const player = new window['YT'].Player('player', {
        videoId,
        events: { onError: (e: Json) => errors.push(e['data']) },
      });
      await wait(60);
      player.destroy();
    }
    expect(errors).toEqual([2, 100, 150]);
  });

  it('serves the embed page for known and unknown videos', async () => {
    const video = sampleCatalogue().videos[0];
    const page = await fetch(`${sandbox.url}/embed/${video?.id}?enablejsapi=1`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`/images/vi/${video?.id}/`);
    expect(await (await fetch(`${sandbox.url}/embed/nope`)).text()).toContain('Video unavailable');
  });
});
