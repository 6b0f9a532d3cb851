import { describe, expect, it } from 'vitest';
import { allRoutes, routeCallsOf, routeRefsFrom, routes } from '../src/index.js';

describe('route refs', () => {
  it('give every route of the table its method and path, and nothing of its schemas', () => {
    const refs = routeRefsFrom(routeCallsOf(routes));
    const flat = Object.values(refs).flatMap((group) => Object.values(group));
    expect(flat).toEqual(allRoutes.map(({ method, path }) => ({ method, path })));
    expect(refs.catalog.randomQuote).toEqual({ method: 'GET', path: routes.catalog.randomQuote.path });
    expect(refs.favorites.remove).toEqual({ method: 'DELETE', path: routes.favorites.remove.path });
  });
});
