import { PlaybackPositionAnswerSchema, Resume } from '@stillframe/contracts';
import { PrismaService } from '../src/database/prisma.service.js';
import {
  anonymous,
  asUser,
  newUserId,
  startLibraryTestApp,
  type LibraryTestApp,
} from './library-test-app.js';

let t: LibraryTestApp;
beforeAll(async () => {
  t = await startLibraryTestApp();
});
afterAll(() => t.close());

const path = (videoId: string) => `/api/library/positions/${videoId}`;
type User = ReturnType<typeof asUser>;
const save = (user: User, videoId: string, seconds: number, durationSeconds = 600) =>
  t.http.put(path(videoId)).set(user).send({ seconds, durationSeconds });
const positionOf = async (user: User, videoId: string) =>
  PlaybackPositionAnswerSchema.parse((await t.http.get(path(videoId)).set(user).expect(200)).body).position;

describe('playback positions', () => {
  it('keeps the latest position per video and offers it back', async () => {
    const user = asUser(newUserId());
    expect(await positionOf(user, 'resumeVid01')).toBeNull();
    await save(user, 'resumeVid01', 120.5, 1800).expect(200);
    const saved = await save(user, 'resumeVid01', 754, 1800).expect(200);
    expect(saved.body.position).toMatchObject({
      videoId: 'resumeVid01',
      seconds: 754,
      durationSeconds: 1800,
    });
    expect(await positionOf(user, 'resumeVid01')).toMatchObject({ seconds: 754, durationSeconds: 1800 });
  });

  it('does not keep a position near the start or the end, and such a save clears the kept one', async () => {
    const user = asUser(newUserId());
    await save(user, 'edgeVideo01', 300).expect(200);
    for (const seconds of [0, 9.9, 571, 599]) {
      const answer = await save(user, 'edgeVideo01', seconds).expect(200);
      expect(answer.body).toEqual({ position: null });
      expect(await positionOf(user, 'edgeVideo01')).toBeNull();
    }
    // 95% of a long video comes before its last 30 seconds; of a short one, after.
    expect((await save(user, 'edgeVideo01', 3500, 3600).expect(200)).body.position).toBeNull();
    expect((await save(user, 'edgeVideo01', 3400, 3600).expect(200)).body.position).not.toBeNull();
    expect((await save(user, 'edgeVideo01', 71, 100).expect(200)).body.position).toBeNull();
  });

  it('starts over: clearing forgets the position', async () => {
    const user = asUser(newUserId());
    await save(user, 'clearVideo1', 200).expect(200);
    await t.http.delete(path('clearVideo1')).set(user).expect(200, { success: true });
    expect(await positionOf(user, 'clearVideo1')).toBeNull();
  });

  it("keeps each user's positions apart", async () => {
    const [owner, other] = [asUser(newUserId()), asUser(newUserId())];
    await save(owner, 'sharedVid01', 200).expect(200);
    expect(await positionOf(other, 'sharedVid01')).toBeNull();
    await t.http.delete(path('sharedVid01')).set(other).expect(200);
    expect(await positionOf(owner, 'sharedVid01')).toMatchObject({ seconds: 200 });
  });

  it('refuses bad input with 400 naming the field, and keeps what was saved', async () => {
    const user = asUser(newUserId());
    await save(user, 'validVideo1', 200).expect(200);
    const fieldOf = async (body: unknown, videoId = 'validVideo1') => {
      const answer = await t.http
        .put(path(videoId))
        .set(user)
        .send(body as object)
        .expect(400);
      expect(answer.body).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
      return answer.body.details.map((detail: { field: string }) => detail.field);
    };
    expect(await fieldOf({ seconds: -1, durationSeconds: 600 })).toEqual(['body.seconds']);
    expect(await fieldOf({ seconds: 'NaN', durationSeconds: 600 })).toEqual(['body.seconds']);
    // JSON has no NaN or Infinity: a client's NaN arrives as null.
    expect(await fieldOf({ seconds: null, durationSeconds: 600 })).toEqual(['body.seconds']);
    expect(await fieldOf({ seconds: 601, durationSeconds: 600 })).toEqual(['body.seconds']);
    expect(await fieldOf({ seconds: 20, durationSeconds: 0 })).toEqual(['body.durationSeconds']);
    expect(await fieldOf({ seconds: 20 })).toEqual(['body.durationSeconds']);
    expect(await fieldOf({ seconds: 20, durationSeconds: 600, extra: 1 })).toEqual(['body']);
    expect(await fieldOf({ seconds: 20, durationSeconds: 600 }, 'bad!id')).toEqual(['params.videoId']);
    expect((await t.http.get(path('x')).set(user).expect(400)).body.details[0].field).toBe('params.videoId');
    expect(await positionOf(user, 'validVideo1')).toMatchObject({ seconds: 200 });
  });

  it('answers 401 without a signed-in user', async () => {
    await t.http.get(path('validVideo1')).set(anonymous()).expect(401);
    await t.http
      .put(path('validVideo1'))
      .set(anonymous())
      .send({ seconds: 20, durationSeconds: 60 })
      .expect(401);
  });

  it(`keeps the latest ${Resume.maxPerUser} positions per user`, async () => {
    const userId = newUserId();
    const user = asUser(userId);
    const prisma = t.app.get(PrismaService);
    // The first rows go in directly (older by a minute each); the last one through the route.
    await prisma.playbackPosition.createMany({
      data: Array.from({ length: Resume.maxPerUser }, (_, index) => ({
        userId,
        videoId: `bulk${String(index).padStart(7, '0')}`,
        seconds: 100,
        durationSeconds: 600,
        updatedAt: new Date(Date.now() - (Resume.maxPerUser - index) * 60_000),
      })),
    });
    await save(user, 'newestVid01', 100).expect(200);
    expect(await prisma.playbackPosition.count({ where: { userId } })).toBe(Resume.maxPerUser);
    expect(await positionOf(user, 'bulk0000000')).toBeNull();
    expect(await positionOf(user, 'bulk0000001')).not.toBeNull();
    expect(await positionOf(user, 'newestVid01')).not.toBeNull();
    // Saving again an existing video adds no row and removes none.
    await save(user, 'bulk0000001', 150).expect(200);
    expect(await prisma.playbackPosition.count({ where: { userId } })).toBe(Resume.maxPerUser);
  });
});
