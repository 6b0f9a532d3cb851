import { FavoriteChannelSchema, FavoritePageSchema } from '@stillframe/contracts';
import {
  anonymous,
  asUser,
  channelId,
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
    const response = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('add')))
      .expect(201);
    expect(FavoriteChannelSchema.strict().parse(response.body)).toMatchObject(channel(channelId('add')));
  });

  it('fills the optional fields and turns a numeric subscriber count into text', async () => {
    const user = asUser(newUserId());
    const response = await t.http
      .post('/api/favorites')
      .set(user)
      .send({ id: channelId('min'), title: 'Minimal', subscriberCount: 1500 })
      .expect(201);
    expect(response.body).toMatchObject({
      id: channelId('min'),
      title: 'Minimal',
      thumbnailUrl: '',
      subscriberCount: '1500',
      description: '',
    });
  });

  it('lists newest first, and adding a channel again updates it in place without a second row', async () => {
    const user = asUser(newUserId());
    const first = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('one')))
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('two')))
      .expect(201);
    const again = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('one'), { title: 'Renamed', subscriberCount: '13000' }))
      .expect(201);
    expect(again.body).toMatchObject({
      title: 'Renamed',
      subscriberCount: '13000',
      createdAt: first.body.createdAt,
    });
    const list = await t.http.get('/api/favorites').set(user).expect(200);
    expect(list.body.items.map((f: { id: string }) => f.id)).toEqual([channelId('two'), channelId('one')]);
    expect(list.body.items[1]).toMatchObject({ title: 'Renamed' });
    expect(list.body.nextCursor).toBeNull();
  });

  it('keeps one row when the same channel is added twice at the same moment', async () => {
    const user = asUser(newUserId());
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.http
          .post('/api/favorites')
          .set(user)
          .send(channel(channelId('race'))),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect((await t.http.get('/api/favorites').set(user).expect(200)).body.items).toHaveLength(1);
  });

  it('tells whether a channel is a favourite, and removes it', async () => {
    const user = asUser(newUserId());
    await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('rm')))
      .expect(201);
    expect(
      (
        await t.http
          .get(`/api/favorites/${channelId('rm')}`)
          .set(user)
          .expect(200)
      ).body,
    ).toEqual({
      isFavorite: true,
    });
    expect(
      (
        await t.http
          .delete(`/api/favorites/${channelId('rm')}`)
          .set(user)
          .expect(200)
      ).body,
    ).toEqual({
      success: true,
    });
    expect(
      (
        await t.http
          .get(`/api/favorites/${channelId('rm')}`)
          .set(user)
          .expect(200)
      ).body,
    ).toEqual({
      isFavorite: false,
    });
    const again = await t.http
      .delete(`/api/favorites/${channelId('rm')}`)
      .set(user)
      .expect(404);
    expect(again.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('names the field of bad input', async () => {
    const user = asUser(newUserId());
    const badId = await t.http.post('/api/favorites').set(user).send(channel('not a channel!')).expect(400);
    expect(badId.body.details[0].field).toBe('body.id');
    const noTitle = await t.http
      .post('/api/favorites')
      .set(user)
      .send({ id: channelId('x'), title: '   ' })
      .expect(400);
    expect(noTitle.body.details[0].field).toBe('body.title');
    const badUrl = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('x'), { thumbnailUrl: 'javascript:alert(1)' }))
      .expect(400);
    expect(badUrl.body.details[0].field).toBe('body.thumbnailUrl');
    const nul = await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('x'), { description: 'a\u0000b' }))
      .expect(400);
    expect(nul.body.details[0].field).toBe('body.description');
  });

  it('keeps only YouTube channel ids and https pictures (plain http only from the local sandbox)', async () => {
    const user = asUser(newUserId());
    for (const id of ['abc', 'UCshort', `UU${'x'.repeat(22)}`, `UC${'x'.repeat(23)}`]) {
      const refused = await t.http.post('/api/favorites').set(user).send(channel(id)).expect(400);
      expect(refused.body.details[0]).toMatchObject({ field: 'body.id' });
    }
    for (const thumbnailUrl of [
      'http://yt3.ggpht.com/a.jpg',
      'ftp://yt3.ggpht.com/a.jpg',
      'https://yt3.ggpht.com/a\u0000b.jpg',
      'https://yt3.ggpht.com/a\u001bb.jpg',
    ]) {
      const refused = await t.http
        .post('/api/favorites')
        .set(user)
        .send(channel(channelId('pic'), { thumbnailUrl }))
        .expect(400);
      expect(refused.body.details[0]).toMatchObject({ field: 'body.thumbnailUrl' });
    }
    await t.http
      .post('/api/favorites')
      .set(user)
      .send(channel(channelId('sandbox'), { thumbnailUrl: 'http://localhost:4100/images/yt3/a.jpg' }))
      .expect(201);
    expect((await t.http.get('/api/favorites').set(user).expect(200)).body.items).toHaveLength(1);
  });

  it('lists a page at a time with a cursor, newest first, no channel skipped or repeated', async () => {
    const user = asUser(newUserId());
    const ids = Array.from({ length: 7 }, (_, n) => channelId(`page${n}`));
    for (const id of ids) await t.http.post('/api/favorites').set(user).send(channel(id)).expect(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = FavoritePageSchema.strict().parse(
        (await t.http.get(`/api/favorites${query}`).set(user).expect(200)).body,
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Without a limit, one page of up to 100: the same order as the pages followed one by one.
    const all = FavoritePageSchema.parse((await t.http.get('/api/favorites').set(user).expect(200)).body);
    expect(all.nextCursor).toBeNull();
    expect(seen).toEqual(all.items.map((item) => item.id));
    expect([...seen].sort()).toEqual([...ids].sort());
    for (const query of ['limit=0', 'limit=501', 'cursor=nonsense', 'cursor=' + 'x'.repeat(201)]) {
      const refused = await t.http.get(`/api/favorites?${query}`).set(user).expect(400);
      expect(refused.body.details[0].field).toBe(`query.${query.split('=')[0]}`);
    }
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
