import type { HttpMethod, RouteContract, RouteRef } from '../http/route.js';
import type { routes } from '../routes.js';

/** The table of `routes` with every route reduced to its address. */
export type RouteRefs = { readonly [G in keyof typeof routes]: GroupRefs<(typeof routes)[G]> };
type GroupRefs<T> = { readonly [K in keyof T]: T[K] extends RouteContract ? RouteRef<T[K]> : never };

/** A route table as `{ group: { name: 'METHOD /path' } }`: the compact form the build writes. */
export type RouteCalls = Record<string, Record<string, string>>;

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** Reduces every route of a table to its call, `METHOD /path` (unique per route: test/routes.test.ts). */
export function routeCallsOf(table: Record<string, Record<string, RouteContract>>): RouteCalls {
  return mapValues(table, (group) => mapValues(group, ({ method, path }) => `${method} ${path}`));
}

/** The refs of a compact table, as the web calls them. */
export function routeRefsFrom(calls: RouteCalls): RouteRefs {
  return mapValues(calls, (group) =>
    mapValues(group, (call) => {
      const [method, path] = call.split(' ');
      return { method: method as HttpMethod, path: path! };
    }),
  ) as unknown as RouteRefs;
}
