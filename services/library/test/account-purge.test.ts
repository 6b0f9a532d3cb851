import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { DurableQueue, type AccountPurgeJob } from '@stillframe/contracts';
import { createLogger, createQueueRedis } from '@stillframe/server-kit';
import { testRedisUrl, testServiceEnv } from '@stillframe/server-kit/testing';
import { AccountPurgeRepository } from '../src/account-purge/account-purge.repository.js';
import { loadLibraryConfig } from '../src/config/env.js';
import { createLibraryContext } from '../src/bootstrap.js';
import {
  asUser,
  channelId,
  encryptedNote,
  newUserId,
  regularNote,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

/** As the auth service enqueues it, with a short backoff so that a retry comes within the test. */
const jobOptions = (userId: string): JobsOptions => ({
  jobId: `purge-${userId}`,
  attempts: 1_000,
  backoff: { type: 'fixed', delay: 100 },
  removeOnFail: false,
});

let connection: Redis;
let queue: Queue;
const enqueuePurge = (userId: string) => {
  const job: AccountPurgeJob = { userId, requestedAt: new Date().toISOString() };
  return queue.add('purge', job, jobOptions(userId));
};

async function waitForJob(id: string, state: 'completed' | 'failed', timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(id);
    // Read again once it is there: the copy read before it completed has no return value yet.
    if (job && (await job.getState()) === state) return (await queue.getJob(id)) ?? job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not become ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function seed(t: LibraryTestApp, userId: string): Promise<void> {
  const user = asUser(userId);
  await t.http.post('/api/notes').set(user).send(regularNote()).expect(201);
  await t.http.post('/api/notes').set(user).send(encryptedNote()).expect(201);
  await t.http
    .post('/api/favorites')
    .set(user)
    .send({ id: channelId('purge'), title: 'Channel' })
    .expect(201);
  await t.http
    .put('/api/library/positions/purgeVideo1')
    .set(user)
    .send({ seconds: 120, durationSeconds: 600 })
    .expect(200);
  await t.http.post('/api/note-shares').set(user).send({ videoId: regularNote().videoId }).expect(201);
  await t.http
    .post('/api/playlists/watch-later/items')
    .set(user)
    .send({ videoId: 'purgeVideo1' })
    .expect(200);
}

const countsOf = async (t: LibraryTestApp, userId: string) => ({
  notes: (await t.http.get('/api/notes').set(asUser(userId)).expect(200)).body.length,
  favorites: (await t.http.get('/api/favorites').set(asUser(userId)).expect(200)).body.items.length,
  playbackPositions: (await t.http.get('/api/library/positions/purgeVideo1').set(asUser(userId)).expect(200))
    .body.position
    ? 1
    : 0,
  shares: (await t.http.get('/api/note-shares').set(asUser(userId)).expect(200)).body.length,
  playlistVideos: (await t.http.get('/api/playlists/watch-later').set(asUser(userId)).expect(200)).body.items
    .length,
});

beforeEach(() => {
  connection = createQueueRedis(testRedisUrl(), 'purge-test-publisher');
  queue = new Queue(DurableQueue.libraryAccountPurge, { connection });
});
afterEach(async () => {
  await queue.close();
  connection.disconnect();
});

describe('account purge', () => {
  it('removes the rows of a deletion requested while the service was down, once it starts again', async () => {
    const offline = await startLibraryTestApp({ env: { WORKERS: 'off' } });
    const [deleted, kept] = [newUserId(), newUserId()];
    await seed(offline, deleted);
    await seed(offline, kept);
    await offline.close();

    await enqueuePurge(deleted);
    const restarted = await startLibraryTestApp({ databaseUrl: offline.databaseUrl, keepRedis: true });
    try {
      const job = await waitForJob(`purge-${deleted}`, 'completed');
      expect(job.returnvalue).toEqual({
        notes: 2,
        favorites: 1,
        playbackPositions: 1,
        shares: 1,
        playlists: 1,
      });
      expect(await countsOf(restarted, deleted)).toEqual({
        notes: 0,
        favorites: 0,
        playbackPositions: 0,
        shares: 0,
        playlistVideos: 0,
      });
      expect(await countsOf(restarted, kept)).toEqual({
        notes: 2,
        favorites: 1,
        playbackPositions: 1,
        shares: 1,
        playlistVideos: 1,
      });
    } finally {
      await restarted.close();
    }
  });

  it('retries a job whose transaction failed, until the rows are gone', async () => {
    const t = await startLibraryTestApp();
    try {
      const userId = newUserId();
      await seed(t, userId);
      const repository = t.app.get(AccountPurgeRepository);
      const purge = jest
        .spyOn(repository, 'purge')
        .mockRejectedValueOnce(new Error('connection to the database was lost'));
      await enqueuePurge(userId);
      const job = await waitForJob(`purge-${userId}`, 'completed');
      expect(job.attemptsMade).toBe(2);
      expect(purge).toHaveBeenCalledTimes(2);
      expect(await countsOf(t, userId)).toEqual({
        notes: 0,
        favorites: 0,
        playbackPositions: 0,
        shares: 0,
        playlistVideos: 0,
      });
    } finally {
      await t.close();
    }
  });

  it('is idempotent: purging an already purged or unknown user succeeds and removes nothing else', async () => {
    const t = await startLibraryTestApp();
    try {
      const [gone, other] = [newUserId(), newUserId()];
      await seed(t, other);
      await enqueuePurge(gone);
      expect((await waitForJob(`purge-${gone}`, 'completed')).returnvalue).toEqual({
        notes: 0,
        favorites: 0,
        playbackPositions: 0,
        shares: 0,
        playlists: 0,
      });
      expect(await countsOf(t, other)).toEqual({
        notes: 2,
        favorites: 1,
        playbackPositions: 1,
        shares: 1,
        playlistVideos: 1,
      });
    } finally {
      await t.close();
    }
  });

  it('purges under the stored id when the job spells it in upper case', async () => {
    const t = await startLibraryTestApp();
    try {
      const userId = newUserId();
      await seed(t, userId);
      const job: AccountPurgeJob = { userId: userId.toUpperCase(), requestedAt: new Date().toISOString() };
      await queue.add('purge', job, jobOptions(userId));
      expect((await waitForJob(`purge-${userId}`, 'completed')).returnvalue).toEqual({
        notes: 2,
        favorites: 1,
        playbackPositions: 1,
        shares: 1,
        playlists: 1,
      });
      expect(await countsOf(t, userId)).toEqual({
        notes: 0,
        favorites: 0,
        playbackPositions: 0,
        shares: 0,
        playlistVideos: 0,
      });
    } finally {
      await t.close();
    }
  });

  it('fails a malformed job at once instead of retrying it a thousand times', async () => {
    const t = await startLibraryTestApp();
    try {
      await queue.add(
        'purge',
        { user: 'no id here' },
        { jobId: 'purge-malformed', attempts: 1_000, backoff: { type: 'fixed', delay: 100 } },
      );
      const job = await waitForJob('purge-malformed', 'failed');
      expect(job.attemptsMade).toBe(1);
      expect(job.failedReason).toMatch(/Malformed library-account-purge job/);
    } finally {
      await t.close();
    }
  });

  it('leaves jobs waiting with WORKERS=off, and the worker-only process (dist/worker.js) works them', async () => {
    const api = await startLibraryTestApp({ env: { WORKERS: 'off' } });
    const userId = newUserId();
    await seed(api, userId);
    await enqueuePurge(userId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await (await queue.getJob(`purge-${userId}`))?.getState()).toBe('waiting');

    // What `node dist/worker.js` runs: the same module with WORKERS forced on, as a context without HTTP.
    const config = loadLibraryConfig(testServiceEnv({ DATABASE_URL: api.databaseUrl, WORKERS: 'on' }));
    const worker = await createLibraryContext(config, createLogger('library-worker-test', 'silent'));
    await worker.init();
    try {
      await waitForJob(`purge-${userId}`, 'completed');
      expect(await countsOf(api, userId)).toEqual({
        notes: 0,
        favorites: 0,
        playbackPositions: 0,
        shares: 0,
        playlistVideos: 0,
      });
    } finally {
      await worker.close();
      await api.close();
    }
  });
});
