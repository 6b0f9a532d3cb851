import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes, defineRoute, shareableRoutes, type RouteContract } from '../src/index.js';

/**
 * A shareable answer is given to callers other than the one it was built for (the gateway's copies,
 * the catalog's lanes), so only a route whose answer cannot depend on the caller may be declared so.
 */
describe('shareable routes', () => {
  it('are exactly the catalog search (per search defaults) and video details (for everyone)', () => {
    expect(shareableRoutes(allRoutes).map((route) => [route.id, route.shareable])).toEqual([
      ['youtube.search', 'searchDefaults'],
      ['youtube.videos', 'everyone'],
    ]);
  });

  it('are GETs of the catalog under public or subscriber access only', () => {
    for (const route of shareableRoutes(allRoutes)) {
      expect(route.method).toBe('GET');
      expect(route.service).toBe('catalog');
      expect(['public', 'subscriber']).toContain(route.access);
    }
  });

  it('never include a route of a service that answers about the caller (auth, library, billing)', () => {
    const perUser = allRoutes.filter((route) => route.service !== 'catalog');
    expect(perUser.length).toBeGreaterThan(30);
    expect(perUser.filter((route) => route.shareable)).toEqual([]);
  });

  const declared = (changes: Partial<RouteContract>) => () =>
    defineRoute({
      id: 'test.route',
      method: 'GET',
      path: '/api/test',
      service: 'catalog',
      access: 'public',
      response: z.object({}),
      summary: 'A test route',
      tag: 'Test',
      shareable: 'everyone',
      ...changes,
    });

  it.each([
    ['a library route', { service: 'library' as const }],
    ['an auth route', { service: 'auth' as const }],
    ['a billing route', { service: 'billing' as const }],
    ['a route for signed-in users', { access: 'user' as const }],
    ['an admin route', { access: 'admin' as const }],
    ['a POST', { method: 'POST' as const }],
  ])('cannot be declared on %s: the contracts refuse to load', (_name, changes) => {
    expect(declared(changes)).toThrow(/cannot be shareable/);
  });

  it('can be declared on a public GET of the catalog', () => {
    expect(declared({})().shareable).toBe('everyone');
  });
});
