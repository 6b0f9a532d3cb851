import { runInNewContext } from 'node:vm';
import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';

type Json = Record<string, any>;
let sandbox: YouTubeSandbox;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `condition` holds, for at most 2 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 2000; waited += 20) await wait(20);
}

const scriptOf = (html: string): string => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * Runs the served iframe_api script against a minimal fake DOM, as a page would. Setting an iframe's
 * src loads the sandbox's embed page and runs its script as the frame would, posting to this page.
 */
async function loadPlayerApi(): Promise<{
  window: Json;
  iframes: Json[];
  dispatch: (event: Json) => void;
}> {
  const script = await (await fetch(`${sandbox.url}/iframe_api`)).text();
  const iframes: Json[] = [];
  const listeners = new Set<(event: Json) => void>();
  const placeholder = { id: 'player', parentNode: { replaceChild: (next: Json) => iframes.push(next) } };
  const loadFrame = async (frame: Json, src: string) => {
    const page = await (await fetch(src)).text();
    const frameWindow: Json = {
      location: { search: new URL(src).search },
      URLSearchParams,
      addEventListener() {},
      document: { getElementById: () => null },
      parent: {
        postMessage: (data: unknown) => {
          for (const listener of listeners) listener({ data, source: frame['contentWindow'] });
        },
      },
    };
    frameWindow['window'] = frameWindow;
    runInNewContext(scriptOf(page), frameWindow);
  };
  const createElement = () => {
    const frame: Json = { setAttribute() {}, contentWindow: { postMessage() {} } };
    let src = '';
    Object.defineProperty(frame, 'src', {
      get: () => src,
      set: (value: string) => {
        src = value;
        void loadFrame(frame, value);
      },
    });
    return frame;
  };
  const document = {
    getElementById: (id: string) => (id === 'player' ? placeholder : null),
    createElement,
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
    addEventListener: (type: string, listener: (event: Json) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: Json) => void) => listeners.delete(listener),
  };
  window['window'] = window;
  runInNewContext(script, window);
  await wait(10);
  const dispatch = (event: Json) => listeners.forEach((listener) => listener(event));
  return { window, iframes, dispatch };
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

  it('plays a video generated for a search after the script loaded: its frame reports it to the page', async () => {
    const { window } = await loadPlayerApi();
    const search = { key: 'k', part: 'snippet', type: 'video', maxResults: '50', q: 'sourdough starter' };
    const query = new URLSearchParams(search);
    const found = (await (await fetch(`${sandbox.url}/youtube/v3/search?${query}`)).json()) as Json;
    const ids: string[] = found.items.map((item: Json) => item.id.videoId);
    const generated = ids.filter((id) => !sampleCatalogue().videosById.has(id));
    expect(generated.length).toBeGreaterThan(0);
    const details = new URLSearchParams({ key: 'k', part: 'contentDetails,status', id: generated[0]! });
    const [video] = ((await (await fetch(`${sandbox.url}/youtube/v3/videos?${details}`)).json()) as Json)[
      'items'
    ];
    const log: string[] = [];
    const player = new window['YT'].Player('player', {
      videoId: generated[0],
      events: { onReady: () => log.push('ready'), onError: (e: Json) => log.push(`error ${e['data']}`) },
    });
    await until(() => log.length > 0);
    expect(log).toEqual(['ready']);
    const [, h = '0', m = '0', sec = '0'] =
      /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(video.contentDetails.duration) ?? [];
    expect(player.getDuration()).toBe(Number(h) * 3600 + Number(m) * 60 + Number(sec));
    player.playVideo();
    await wait(150);
    expect(player.getPlayerState()).toBe(1);
    player.destroy();
  });

  it("reports 100 for an id its frame does not know, and ignores another frame's report", async () => {
    const { window, iframes, dispatch } = await loadPlayerApi();
    const errors: number[] = [];
    const player = new window['YT'].Player('player', {
      videoId: 'BBBBBBBBBBB',
      events: { onError: (e: Json) => errors.push(e['data']) },
    });
    const claim = { id: 'BBBBBBBBBBB', found: true, duration: 60, embeddable: true };
    dispatch({ data: { stillframeSandboxVideo: claim }, source: {} });
    await until(() => errors.length > 0);
    expect(errors).toEqual([100]);
    expect(player.getDuration()).toBe(0);
    expect(iframes[0]?.src).toContain('/embed/BBBBBBBBBBB');
    player.destroy();
  });

  it('writes the requested id into the embed page as data, never as markup', async () => {
    const page = await (await fetch(`${sandbox.url}/embed/${encodeURIComponent('</script><b>x')}`)).text();
    expect(page).not.toContain('</script><b>');
    expect(page).toContain('\\u003c/script>\\u003cb>x');
  });

  it('serves the embed page for known and unknown videos', async () => {
    const video = sampleCatalogue().videos[0];
    const page = await fetch(`${sandbox.url}/embed/${video?.id}?enablejsapi=1`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`/images/vi/${video?.id}/`);
    expect(await (await fetch(`${sandbox.url}/embed/nope`)).text()).toContain('Video unavailable');
  });
});
