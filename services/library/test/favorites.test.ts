import { FavoriteChannelSchema } from '@stillframe/contracts';
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

const channel = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Channel ${id}`,
  thumbnailUrl: `https://yt3.ggpht.com/${id}.jpg`,
  subscriberCount: '12400',
  description: 'Long-form talks',
  ...overrides,
});

describe('favourite channels', () => {
  it('adds a channel and answers it in the contract shape', async () => {
    const user = asUser(newUserId());
    const response = await t.http.post('/api/favorites').set(user).send(channel('UC_add')).expect(201);
    expect(FavoriteChannelSchema.strict().parse(response.body)).toMatchObject(channel('UC_add'));
  });

  it('fills the optional fields and turns a numeric subscriber count into text', async () => {
    const user = asUser(newUserId());
    const response = await t.http
      .post('/api/favorites')
      .set(user)
      .send({ id: 'UC_min', title: 'Minimal', subscriberCount: 1500 })
      .expect(201);
    expect(response.body).toMatchObject({
      id: 'UC_min',
      title: 'Minimal',
      thumbnailUrl: '',
      subscriberCount: '1500',
      description: '',
    });
  });

  it('lists newest first, and adding a channel again updates it in place without a second row', async () => {
    const user = asUser(newUserId());
    const first = await t.http.post('/api/favorites').set(user).send(channel('UC_one')).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.http.post('/api/favorites').set(user).send(channel('UC_two')).expect(201);
    const again = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel('UC_one', { title: 'Renamed', subscriberCount: '13000' }))
      .expect(201);
    expect(again.body).toMatchObject({
      title: 'Renamed',
      subscriberCount: '13000',
      createdAt: first.body.createdAt,
    });
    const list = await t.http.get('/api/favorites').set(user).expect(200);
    expect(list.body.map((f: { id: string }) => f.id)).toEqual(['UC_two', 'UC_one']);
    expect(list.body[1]).toMatchObject({ title: 'Renamed' });
  });

  it('keeps one row when the same channel is added twice at the same moment', async () => {
    const user = asUser(newUserId());
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.http.post('/api/favorites').set(user).send(channel('UC_race'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect((await t.http.get('/api/favorites').set(user).expect(200)).body).toHaveLength(1);
  });

  it('tells whether a channel is a favourite, and removes it', async () => {
    const user = asUser(newUserId());
    await t.http.post('/api/favorites').set(user).send(channel('UC_rm')).expect(201);
    expect((await t.http.get('/api/favorites/UC_rm').set(user).expect(200)).body).toEqual({
      isFavorite: true,
    });
    expect((await t.http.delete('/api/favorites/UC_rm').set(user).expect(200)).body).toEqual({
      success: true,
    });
    expect((await t.http.get('/api/favorites/UC_rm').set(user).expect(200)).body).toEqual({
      isFavorite: false,
    });
    const again = await t.http.delete('/api/favorites/UC_rm').set(user).expect(404);
    expect(again.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('names the field of bad input', async () => {
    const user = asUser(newUserId());
    const badId = await t.http.post('/api/favorites').set(user).send(channel('not a channel!')).expect(400);
    expect(badId.body.details[0].field).toBe('body.id');
    const noTitle = await t.http
      .post('/api/favorites')
      .set(user)
      .send({ id: 'UC_x', title: '   ' })
      .expect(400);
    expect(noTitle.body.details[0].field).toBe('body.title');
    const badUrl = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel('UC_x', { thumbnailUrl: 'javascript:alert(1)' }))
      .expect(400);
    expect(badUrl.body.details[0].field).toBe('body.thumbnailUrl');
    const nul = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel('UC_x', { description: 'a\u0000b' }))
      .expect(400);
    expect(nul.body.details[0].field).toBe('body.description');
  });

  it('answers 401 to an anonymous caller and to a request without an identity token', async () => {
    await t.http.get('/api/favorites').set(anonymous()).expect(401);
    await t.http.get('/api/favorites').expect(401);
  });

  it('serves the health probes without an identity token', async () => {
    expect((await t.http.get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      checks: { postgres: 'up', redis: 'up' },
    });
  });
});
