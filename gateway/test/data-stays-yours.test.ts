import { BroadcastEvent, ShareGoneMessage, type SubscriptionStatus } from '@stillframe/contracts';
import { Broadcaster } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

// Issue 19, item 8: when the plan ends, the owner still lists, revokes and deletes what they made, and
// their share links stop showing the notes until they subscribe again. The real gateway, auth and
// library; billing's entitlement answer is the stand-in's, changed and broadcast as billing does.
let t: GatewayTestApp;
let broadcaster: Broadcaster;
beforeAll(async () => {
  t = await startGatewayTestApp({}, { realLibrary: true });
  broadcaster = new Broadcaster(testRedisUrl());
}, 60_000);
afterAll(async () => {
  await broadcaster.close();
  await t.close();
});

const active = entitlementOf({ subscriptionEndsAt: new Date(Date.now() + 864e5).toISOString() });
const refunded = entitlementOf({
  hasActiveSubscription: false,
  status: 'canceled',
  accessEndedBecause: 'refunded',
});

/** Billing's side of a refund or a new subscription: the status changes, then the broadcast. */
async function setPlan(userId: string, status: SubscriptionStatus): Promise<void> {
  t.billing.entitlements.set(userId, status);
  await broadcaster.emit(BroadcastEvent.entitlementChanged, { userId });
}

/** The broadcast reaches the gateway a moment later: asks again until the answer is `status`. */
async function eventually<T extends { status: number }>(ask: () => Promise<T>, status: number): Promise<T> {
  let answer = await ask();
  for (let attempt = 0; attempt < 100 && answer.status !== status; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

describe('when the plan ends, the data stays the owner’s', () => {
  let owner: Agent;
  let userId: string;
  beforeAll(async () => {
    owner = t.agent();
    const registered = await owner
      .post('/api/auth/register')
      .send({ email: 'lapsed@example.com', password: 'long password', confirmPassword: 'long password' })
      .expect(201);
    userId = String(registered.body.user.id);
    await setPlan(userId, active);
  });

  it('lists, revokes and deletes after a refund; the link 404s and comes back with a new subscription', async () => {
    const first = await owner
      .post('/api/notes')
      .send({ note: 'Opening', videoId: 'lapseVideo1', videoTitle: 'Lapse', timestamp: 3 })
      .expect(201);
    await owner
      .post('/api/notes')
      .send({ note: 'Ending', videoId: 'lapseVideo2', videoTitle: 'Lapse 2', timestamp: 8 })
      .expect(201);
    await owner
      .post('/api/favorites')
      .send({ id: 'UCabcdefghijklmnopqrstuv', title: 'A channel' })
      .expect(201);
    const link = (await owner.post('/api/note-shares').send({ videoId: 'lapseVideo1' }).expect(201)).body;
    const other = (await owner.post('/api/note-shares').send({ videoId: 'lapseVideo2' }).expect(201)).body;
    const visitor = t.agent();
    const view = () => visitor.get(`/api/shared-notes/${link.token}`);
    const shown = await view().expect(200);
    expect(shown.body.notes).toEqual([{ note: 'Opening', timestamp: 3 }]);
    // The owner's id travels from the library to the gateway only.
    expect(shown.headers['x-stillframe-share-owner']).toBeUndefined();

    await setPlan(userId, refunded);
    // The link shows nothing, exactly as a revoked one.
    const gone = await eventually(view, 404);
    expect(gone.body).toEqual({ statusCode: 404, code: 'not_found', message: ShareGoneMessage });
    // A Pro feature is refused ...
    await owner.post('/api/note-shares').send({ videoId: 'lapseVideo2' }).expect(402);
    // ... but what they own they still see and take down.
    const listed = await owner.get('/api/note-shares').expect(200);
    expect(listed.body.map((share: { token: string }) => share.token).sort()).toEqual(
      [link.token, other.token].sort(),
    );

    // Subscribing again brings the link back as it was.
    await setPlan(userId, active);
    const back = await eventually(view, 200);
    expect(back.body.notes).toEqual([{ note: 'Opening', timestamp: 3 }]);

    await setPlan(userId, refunded);
    await eventually(view, 404);
    await owner.delete(`/api/note-shares/${other.token}`).expect(200);
    await owner.delete(`/api/notes/${first.body.id}`).expect(200);
    await owner.delete('/api/favorites/UCabcdefghijklmnopqrstuv').expect(200);
    const exported = await owner.get('/api/library/export').expect(200);
    expect(exported.body.notes.map((note: { note: string }) => note.note)).toEqual(['Ending']);
    expect(exported.body.favorites).toEqual([]);
    await owner.delete('/api/auth/delete-account').send({ password: 'long password' }).expect(200);
  });

  it('keeps the owner’s id to itself when a browser sends the internal header', async () => {
    // A browser cannot vouch for an owner: the gateway strips the header from every request.
    const answer = await t
      .agent()
      .get('/api/shared-notes/Ab0_-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')
      .set('x-stillframe-share-owner', userId)
      .expect(404);
    expect(answer.body.message).toBe(ShareGoneMessage);
  });
});
