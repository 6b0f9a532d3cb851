// The capacity benchmark's population: what visitors, Pro users and free users do in the web app,
// call for call (the screens' own API calls, fired together as a page does), with think times between
// screens; their accounts made through the public API (Pro paid with the Stripe sandbox's test card);
// and the searches they type, drawn from a Zipf-like spread so that most are cached after warm-up.
import { randomBytes } from 'node:crypto';

const PASSWORD = 'a long bench password';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const chance = (p) => Math.random() < p;
/** Waiting time of an event that happens on average once per `meanMs`. */
const exponential = (meanMs) => -Math.log(1 - Math.random()) * meanMs;

/** A small seeded generator, so that the query ranks are the same in every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS =
  'piano guitar chess calculus sourdough bonsai watercolor typography kubernetes rust pottery origami ' +
  'violin astronomy birdwatching espresso woodworking knitting photography climbing sailing gardening ' +
  'linear algebra spanish japanese drawing jazz harmony marathon yoga meditation baking synthesizers ' +
  'calligraphy geology fermentation welding beekeeping cello drums poetry history philosophy economics';
const ANGLES =
  'tutorial|for beginners|lecture|masterclass|documentary|tips|explained|practice routine|live|history|' +
  'advanced|mistakes|interview|basics|deep dive|in 10 minutes|workshop|q&a|full course|review';

/**
 * Queries by popularity: rank 1 is asked most, rank r about 1/r as often (Zipf, s = 1). At most 380:
 * the YouTube sandbox keeps the catalogues it generates for the last 400 queries only, and a channel
 * of a forgotten one answers 404 (infra/sandbox/src/youtube/catalogue/demo-topics/generated-catalogues.ts).
 */
export function searchQueries(count = 380) {
  const random = seeded(21);
  const topics = TOPICS.split(' ');
  const angles = ANGLES.split('|');
  const all = [...topics, ...topics.flatMap((topic) => angles.map((angle) => `${topic} ${angle}`))];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, count);
}

/** Picks an index of a list ordered by popularity, rank r with weight 1 / r^s. */
export function zipf(length, s = 1) {
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= length; rank++) cumulative.push((total += 1 / rank ** s));
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const seconds = (iso) => {
  const match = /PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?/.exec(iso ?? '');
  const total = match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : 0;
  return total > 0 ? total : 600;
};

const mustSucceed = (answer, what) => {
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}`);
  return answer.body;
};

/**
 * What every person shares: the searches, the videos and channels seen so far (most popular first), and
 * the settings of the run. `running()` turns false at the end; each loop stops at its next screen.
 */
export function population({ queries, thinkMs, stripeUrl, seedNotes, running }) {
  const nextQuery = zipf(queries.length);
  const videos = [];
  const seenVideos = new Set();
  const channels = new Map();
  let nextVideo = () => 0;
  const think = () => pause(between(thinkMs[0], thinkMs[1]));

  /** Keeps what a search showed: the videos a visitor may open from a shared link, the channels to favour. */
  const learn = (items) => {
    for (const item of items ?? []) {
      const id = item.id?.videoId;
      if (id && !seenVideos.has(id)) {
        seenVideos.add(id);
        videos.push({ id, channelId: item.snippet.channelId, channelTitle: item.snippet.channelTitle });
      }
      if (/^UC[A-Za-z0-9_-]{22}$/.test(item.snippet?.channelId ?? ''))
        channels.set(item.snippet.channelId, item.snippet.channelTitle || 'A channel');
    }
    nextVideo = zipf(videos.length);
  };
  const popularVideo = () => videos[nextVideo()];

  const search = async (user, query, pageToken) => {
    const path = `/api/youtube/search?q=${encodeURIComponent(query)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    return user.call(pageToken ? 'search (page 2)' : 'search', 'GET', path, { json: true });
  };

  /** The page load of the web app: who is signed in, the runtime settings, the plan. */
  const loadApp = (user, signedIn) =>
    Promise.all([
      user.call('auth/user', 'GET', '/api/auth/user', { expect: signedIn ? [200] : [401] }),
      user.call('client-config', 'GET', '/api/client-config'),
      signedIn ? user.call('subscription/status', 'GET', '/api/subscription/status') : null,
    ]);

  /** The watch screen: details, then (signed in) the notes, the saved position, the channel. */
  const openVideo = async (user, video, { pro }) => {
    const details = await user.call('video details', 'GET', `/api/youtube/videos/${video.id}`, {
      json: true,
    });
    const item = details.body?.items?.[0];
    const channelId = item?.snippet?.channelId ?? video.channelId;
    await Promise.all([
      pro ? user.call('notes of video', 'GET', `/api/notes/${video.id}?sort=oldest`) : null,
      user.call('position', 'GET', `/api/library/positions/${video.id}`),
      channelId ? user.call('channel', 'GET', `/api/youtube/channels/${channelId}`) : null,
      pro && channelId ? user.call('is favourite', 'GET', `/api/favorites/${channelId}`) : null,
    ]);
    return { durationSeconds: seconds(item?.contentDetails?.duration), channelId, item };
  };

  /**
   * Watching: the player saves the position every 10 s; a Pro user writes a note about once a
   * minute (and the list of the video's notes is read again), and now and then favours the channel.
   */
  const watch = async (user, video, { pro, minutes }) => {
    const opened = await openVideo(user, video, { pro });
    const duration = opened.durationSeconds;
    const watchMs = between(minutes[0], minutes[1]) * 60_000;
    const started = Date.now();
    let nextNote = started + exponential(60_000);
    let played = between(0, duration / 3);
    if (pro && opened.channelId && chance(0.05))
      await user.call('add favourite', 'POST', '/api/favorites', {
        body: { id: opened.channelId, title: opened.item?.snippet?.channelTitle || 'A channel' },
        expect: [201],
      });
    while (running() && Date.now() - started < watchMs) {
      await pause(10_000);
      played += 10;
      await user.call('save position', 'PUT', `/api/library/positions/${video.id}`, {
        body: { seconds: Math.min(played, duration), durationSeconds: duration },
      });
      if (pro && Date.now() >= nextNote) {
        nextNote = Date.now() + exponential(60_000);
        await user.call('write note', 'POST', '/api/notes', { body: note(video, played), expect: [201] });
        await user.call('notes of video', 'GET', `/api/notes/${video.id}?sort=oldest`);
      }
    }
    if (chance(0.5)) await user.call('next upload', 'GET', `/api/youtube/next-upload/${video.id}`);
  };

  /** A visitor: the backdrop home (quote, photo), then a video or two from a shared link. */
  async function visitor(user) {
    while (running()) {
      await Promise.all([
        loadApp(user, false),
        user.call('quote', 'GET', '/api/quotes/random'),
        user.call('photo', 'GET', '/api/unsplash/random?query=nature%20landscape&orientation=landscape', {
          expect: [200, 204],
        }),
      ]);
      await think();
      do {
        if (!running()) return;
        await user.call('video details', 'GET', `/api/youtube/videos/${popularVideo().id}`);
        await think();
      } while (chance(0.5));
    }
  }

  /** A Pro user: home (feed, recent notes) now and then, searches, videos watched with notes. */
  async function pro(user) {
    await loadApp(user, true);
    while (running()) {
      if (chance(0.35)) {
        const [favourites] = await Promise.all([
          user.call('favourites', 'GET', '/api/favorites?limit=200', { json: true }),
          user.call('recent notes', 'GET', '/api/notes?sort=newest&limit=5'),
          user.call('subscription/status', 'GET', '/api/subscription/status'),
        ]);
        const ids = (favourites.body?.items ?? []).map((channel) => channel.id).sort();
        if (ids.length)
          await user.call('feed', 'GET', `/api/youtube/feed?channelIds=${ids.join(',')}&limit=24`);
        await think();
      }
      const query = queries[nextQuery()];
      const found = await search(user, query);
      let items = found.body?.items ?? [];
      await think();
      if (found.body?.nextPageToken && chance(0.15)) {
        items = (await search(user, query, found.body.nextPageToken)).body?.items ?? items;
        await think();
      }
      if (!running() || items.length === 0) continue;
      const pick = items[zipf(items.length)()];
      await watch(
        user,
        { id: pick.id.videoId, channelId: pick.snippet.channelId },
        { pro: true, minutes: [1, 5] },
      );
      await think();
    }
  }

  /** A free user: home, a search that meets Subscription Required, a video, settings; signs out now and then. */
  async function free(user, email) {
    await loadApp(user, true);
    while (running()) {
      await user.call('subscription/status', 'GET', '/api/subscription/status');
      await think();
      await user.call(
        'search (free)',
        'GET',
        `/api/youtube/search?q=${encodeURIComponent(queries[nextQuery()])}`,
        {
          expect: [402],
        },
      );
      await think();
      if (chance(0.5) && running()) {
        await watch(user, popularVideo(), { pro: false, minutes: [1, 3] });
        await think();
      }
      await Promise.all([
        user.call('auth/user', 'GET', '/api/auth/user'),
        user.call('subscription/status', 'GET', '/api/subscription/status'),
      ]);
      if (chance(0.15))
        await user.call('preferences', 'POST', '/api/auth/preferences', {
          body: { defaultSearchOrder: ['relevance', 'date', 'viewCount'][Math.floor(Math.random() * 3)] },
        });
      await think();
      if (chance(0.25) && running()) {
        await user.call('sign out', 'POST', '/api/auth/logout', { expect: [200, 204] });
        await think();
        await user.call('sign in', 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
        await loadApp(user, true);
      }
    }
  }

  /** A new account, signed in by its registration. */
  async function register(user) {
    const email = `capacity-${randomBytes(8).toString('hex')}@example.com`;
    mustSucceed(
      await user.call('register', 'POST', '/api/auth/register', {
        body: { email, password: PASSWORD, confirmPassword: PASSWORD },
        expect: [201],
      }),
      'register',
    );
    return email;
  }

  /** Checkout, the test card on the Stripe sandbox's page, back until the plan is active; then notes and favourites. */
  async function makePro(user) {
    const [plan] = mustSucceed(
      await user.call('plans', 'GET', '/api/subscription/plans', { json: true }),
      'plans',
    );
    const checkout = mustSucceed(
      await user.call('checkout', 'POST', '/api/subscription/create-checkout-session', {
        body: { priceId: plan.id },
        expect: [200, 201],
        json: true,
      }),
      'checkout',
    );
    const paid = await fetch(`${stripeUrl}/__control/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: checkout.sessionId, cardNumber: '4242424242424242' }),
    });
    if (!paid.ok) throw new Error(`pay answered ${paid.status}: ${await paid.text()}`);
    for (let attempt = 0; ; attempt++) {
      const status = await user.call(
        'status',
        'GET',
        `/api/subscription/status?sessionId=${checkout.sessionId}`,
        {
          json: true,
        },
      );
      if (status.body?.hasActiveSubscription) break;
      if (attempt > 120) throw new Error('the subscription did not become active');
      await pause(100);
    }
    if (seedNotes > 0 && videos.length > 0) {
      const notes = Array.from({ length: seedNotes }, (_, index) =>
        note(videos[index % videos.length], index * 7),
      );
      mustSucceed(
        await user.call('import notes', 'POST', '/api/notes/import', { body: { notes } }),
        'import notes',
      );
    }
    const favourites = [...channels].sort(() => Math.random() - 0.5).slice(0, 8);
    await Promise.all(
      favourites.map(async ([id, title]) =>
        mustSucceed(
          await user.call('add favourite', 'POST', '/api/favorites', { body: { id, title }, expect: [201] }),
          'add favourite',
        ),
      ),
    );
  }

  return { visitor, pro, free, register, makePro, learn, search, videos, channels };
}

function note(video, at) {
  const words = [
    'the chord change',
    'a phrase to practise',
    'why this works',
    'the key idea',
    'try this later',
  ];
  return {
    note: `${words[Math.floor(Math.random() * words.length)]} at ${Math.round(at)} s: ${randomBytes(12).toString('hex')}`,
    videoId: video.id,
    videoTitle: `A video on ${video.channelTitle ?? 'something'}`,
    timestamp: Math.round(at),
    channelId: video.channelId ?? '',
    channelTitle: video.channelTitle ?? '',
  };
}
