import { ShareGoneMessage } from '@stillframe/contracts';
import { roleAgents, startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';

// Share links and the backup import through the gateway, with the real library service behind it.
let t: GatewayTestApp;
let agents: Record<'anonymous' | 'user' | 'subscriber' | 'admin', Agent>;
beforeAll(async () => {
  t = await startGatewayTestApp({}, { realLibrary: true });
  agents = await roleAgents(t, 'shares');
}, 60_000);
afterAll(() => t.close());

const note = (text: string, timestamp: number, videoId = 'shareVideo1') => ({
  note: text,
  videoId,
  videoTitle: 'Shared video',
  timestamp,
});
const encrypted = () => {
  const c = Buffer.from('cipher text bytes').toString('base64');
  const iv = Buffer.alloc(12, 1).toString('base64');
  return {
    isEncrypted: true,
    note: c,
    videoId: c,
    videoTitle: c,
    videoThumbnailUrl: c,
    timestamp: c,
    contentIv: iv,
    videoIdIv: iv,
    videoTitleIv: iv,
    videoThumbnailIv: iv,
    timestampIv: iv,
  };
};

describe('notes import and share links through the gateway', () => {
  it('imports a batch with merge, shares its regular notes with anyone, and revokes the link', async () => {
    const owner = agents.subscriber;
    const imported = await owner
      .post('/api/notes/import')
      .send({ notes: [note('First', 5), note('Second', 9), note('First', 5), encrypted()] })
      .expect(200);
    expect(imported.body).toEqual({ added: 3, skipped: 1 });

    const link = (await owner.post('/api/note-shares').send({ videoId: 'shareVideo1' }).expect(201)).body;
    const anonymous = t.agent();
    const shared = await anonymous.get(`/api/shared-notes/${link.token}`).expect(200);
    expect(shared.body).toEqual({
      videoId: 'shareVideo1',
      videoTitle: 'Shared video',
      notes: [
        { note: 'First', timestamp: 5 },
        { note: 'Second', timestamp: 9 },
      ],
    });

    // Only its owner revokes it; a visitor cannot reach the owner routes at all.
    await agents.admin.delete(`/api/note-shares/${link.token}`).expect(404);
    await anonymous.delete(`/api/note-shares/${link.token}`).expect(401);
    await agents.user.post('/api/note-shares').send({ videoId: 'shareVideo1' }).expect(402);
    await owner.delete(`/api/note-shares/${link.token}`).expect(200);
    const gone = await anonymous.get(`/api/shared-notes/${link.token}`).expect(404);
    expect(gone.body).toEqual({ statusCode: 404, code: 'not_found', message: ShareGoneMessage });
  });

  it('refuses an import to a visitor and to a user without Pro, and a malformed one naming the field', async () => {
    await t
      .agent()
      .post('/api/notes/import')
      .send({ notes: [note('x', 1)] })
      .expect(401);
    await agents.user
      .post('/api/notes/import')
      .send({ notes: [note('x', 1)] })
      .expect(402);
    const bad = await agents.subscriber
      .post('/api/notes/import')
      .send({ notes: [note('ok', 1), { ...note('bad', 2), videoId: '../../etc' }] })
      .expect(400);
    expect(bad.body.details[0].field).toBe('body.notes.1.videoId');
  });
});
