import { describe, expect, it } from 'vitest';
import { allRoutes, buildOpenApiDocument, buildPath } from '../src/index.js';

describe('route table', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(allRoutes.map((route) => route.id)).size).toBe(allRoutes.length);
    expect(new Set(allRoutes.map((route) => `${route.method} ${route.path}`)).size).toBe(allRoutes.length);
  });

  it('covers every call the product makes', () => {
    const calls = allRoutes.map((route) => `${route.method} ${route.path}`);
    for (const call of [
      'GET /api/auth/user',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/logout',
      'GET /api/auth/encryption-salt',
      'POST /api/auth/change-password',
      'DELETE /api/auth/delete-account',
      'POST /api/auth/preferences',
      'GET /api/youtube/search',
      'GET /api/youtube/videos/:ids',
      'GET /api/youtube/channels/:channelId',
      'GET /api/youtube/channel-playlist/:channelId',
      'GET /api/favorites',
      'POST /api/favorites',
      'DELETE /api/favorites/:id',
      'GET /api/favorites/:id',
      'GET /api/notes',
      'GET /api/notes/:videoId',
      'GET /api/notes/regular',
      'GET /api/notes/encrypted',
      'POST /api/notes',
      'PUT /api/notes/:id',
      'DELETE /api/notes/:id',
      'GET /api/subscription/plans',
      'GET /api/subscription/status',
      'POST /api/subscription/create-checkout-session',
      'POST /api/subscription/create-customer-portal',
      'GET /api/admin/users',
      'DELETE /api/admin/users/:id',
      'POST /api/admin/promote-user/:id',
      'GET /api/quotes/random',
      'GET /api/unsplash/random',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it('lists a literal path before a parameterised path that would also match it', () => {
    const index = (method: string, path: string) =>
      allRoutes.findIndex((route) => route.method === method && route.path === path);
    expect(index('GET', '/api/notes/regular')).toBeLessThan(index('GET', '/api/notes/:videoId'));
    expect(index('GET', '/api/notes/encrypted')).toBeLessThan(index('GET', '/api/notes/:videoId'));
  });

  it('fills path parameters, encoding them', () => {
    expect(buildPath('/api/notes/:id', { id: 'a b/c' })).toBe('/api/notes/a%20b%2Fc');
    expect(() => buildPath('/api/notes/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with an operation per route and the shared error body', () => {
    const document = buildOpenApiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    for (const route of allRoutes) expect(operations).toContain(route.id);
    expect(document.components.schemas.ErrorBody).toBeDefined();
    expect(document.paths['/api/notes/{videoId}']?.get).toMatchObject({
      description: expect.stringContaining('encrypted notes are returned'),
    });
  });
});
