import { describe, expect, it } from 'vitest';
import { allRoutes, exampleCall } from '../src/index.js';

/** The example of each route is what the tables of the gateway and end-to-end tests call it with. */
describe('route examples', () => {
  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s: has an example wherever its schemas require one, and its schemas accept it',
    (_id, route) => {
      const example = route.example ?? {};
      if (route.params) expect(route.params.safeParse(example.params).success).toBe(true);
      if (route.query) expect(route.query.safeParse(example.query ?? {}).success).toBe(true);
      else expect(example.query).toBeUndefined();
      if (route.body && !route.body.safeParse({}).success)
        expect(route.body.safeParse(example.body).error?.issues ?? []).toEqual([]);
      if (!route.body) expect(example.body).toBeUndefined();
    },
  );

  it('fill the path of every route: no parameter is left unnamed', () => {
    for (const route of allRoutes) expect(exampleCall(route).path).not.toMatch(/:/);
  });
});
