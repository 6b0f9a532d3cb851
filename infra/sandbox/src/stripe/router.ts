import type { SandboxCore } from './core.js';
import type { FormObject } from './form.js';
import type { RequestInfo } from './types.js';

export interface ApiContext {
  core: SandboxCore;
  /** Query string and form body merged, bracket keys already nested. */
  params: FormObject;
  /** Values of the `:name` segments, by name. */
  path: Record<string, string>;
  request: RequestInfo;
  /** `Stripe-Version` sent by the client, if any. */
  stripeVersion: string | undefined;
}

export type ApiHandler = (ctx: ApiContext) => unknown;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  names: string[];
  handler: ApiHandler;
}

/** `route('GET', '/v1/customers/:id', h)`; segments match anything but `/`. */
export function route(method: Route['method'], path: string, handler: ApiHandler): Route {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, handler };
}

export interface RouteMatch {
  handler: ApiHandler;
  path: Record<string, string>;
}

export function matchRoute(routes: Route[], method: string, pathname: string): RouteMatch | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const m = candidate.pattern.exec(pathname);
    if (!m) continue;
    const path: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      path[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { handler: candidate.handler, path };
  }
  return undefined;
}
