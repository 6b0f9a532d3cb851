import { PlaybackPositionAnswerSchema } from '@stillframe/contracts';
import { startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';

let t: GatewayTestApp;
let viewer: Agent;

// A free account, without a subscription: positions are no Pro feature.
beforeAll(async () => {
  t = await startGatewayTestApp({}, { realLibrary: true });
  viewer = t.agent();
  await viewer
    .post('/api/auth/register')
    .send({ email: 'viewer@example.com', password: 'long password', confirmPassword: 'long password' })
    .expect(201);
}, 120_000);
afterAll(() => t.close());

const path = (videoId: string) => `/api/library/positions/${videoId}`;

describe('playback positions through the gateway', () => {
  it('are kept for a signed-in user without Pro, and offered back', async () => {
    await viewer.put(path('gatewayVid1')).send({ seconds: 754, durationSeconds: 1800 }).expect(200);
    const answer = PlaybackPositionAnswerSchema.parse(
      (await viewer.get(path('gatewayVid1')).expect(200)).body,
    );
    expect(answer.position).toMatchObject({ videoId: 'gatewayVid1', seconds: 754, durationSeconds: 1800 });
    await viewer.delete(path('gatewayVid1')).expect(200, { success: true });
    expect((await viewer.get(path('gatewayVid1')).expect(200)).body).toEqual({ position: null });
  });

  it('are refused to visitors with 401', async () => {
    await t.http.get(path('gatewayVid1')).expect(401);
    await t.http.put(path('gatewayVid1')).send({ seconds: 20, durationSeconds: 60 }).expect(401);
  });

  it.each([
    ['a negative time', { seconds: -5, durationSeconds: 600 }, 'body.seconds'],
    ['a time that is no number (NaN)', { seconds: 'NaN', durationSeconds: 600 }, 'body.seconds'],
    ['a time past the end', { seconds: 700, durationSeconds: 600 }, 'body.seconds'],
    ['no duration', { seconds: 20 }, 'body.durationSeconds'],
  ])('answer 400 naming the field for %s, and keep what was saved', async (_name, body, field) => {
    await viewer.put(path('keptVideo01')).send({ seconds: 300, durationSeconds: 600 }).expect(200);
    const answer = await viewer.put(path('keptVideo01')).send(body).expect(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(answer.body.details[0].field).toBe(field);
    expect((await viewer.get(path('keptVideo01')).expect(200)).body.position).toMatchObject({ seconds: 300 });
  });

  it('answer 400 naming the parameter for a bad video id', async () => {
    const answer = await viewer
      .put(path('not%20a%20video'))
      .send({ seconds: 20, durationSeconds: 600 })
      .expect(400);
    expect(answer.body.details[0].field).toBe('params.videoId');
  });

  it('answer a body sent as text/plain with a 4xx, never a 500', async () => {
    const answer = await viewer
      .put(path('keptVideo01'))
      .set('content-type', 'text/plain')
      .send('{"seconds":30,"durationSeconds":600}');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
