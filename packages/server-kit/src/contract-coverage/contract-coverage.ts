import { RequestMethod } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  MODULE_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants.js';
import type { HttpMethod, RouteContract, ServiceName } from '@stillframe/contracts';

/** A handler as Nest will serve it: method, full path and the status of a success answer. */
export interface ServedRoute {
  method: string;
  path: string;
  status: number;
  handler: string;
}

type Constructor = abstract new (...args: never[]) => unknown;
type ModuleRef = Constructor | { module: Constructor; controllers?: Constructor[]; imports?: unknown[] };

const METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
};

const joinPath = (...parts: Array<string | undefined>) =>
  `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every controller of a module and of what it imports, static or dynamic. */
function controllersOf(root: unknown): Constructor[] {
  const seen = new Set<unknown>();
  const found = new Set<Constructor>();
  const visit = (ref: unknown) => {
    if (!ref || seen.has(ref)) return;
    seen.add(ref);
    const dynamic =
      typeof ref === 'object' && 'module' in ref ? (ref as Exclude<ModuleRef, Constructor>) : null;
    const target = dynamic ? dynamic.module : ref;
    const read = (key: string) => (Reflect.getMetadata(key, target as object) as unknown[] | undefined) ?? [];
    for (const controller of [...read(MODULE_METADATA.CONTROLLERS), ...(dynamic?.controllers ?? [])])
      found.add(controller as Constructor);
    for (const imported of [...read(MODULE_METADATA.IMPORTS), ...(dynamic?.imports ?? [])]) visit(imported);
  };
  visit(root);
  return [...found];
}

/**
 * The routes a Nest module serves, read from its controllers' decorators as Nest reads them: the
 * status is `@HttpCode`'s, else Nest's default (201 for POST, 200 otherwise).
 */
export function servedRoutes(appModule: unknown): ServedRoute[] {
  return controllersOf(appModule).flatMap((controller) => {
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (path === undefined || !method) return [];
      const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      return [path].flat().map((one) => ({
        method,
        path: joinPath(prefix, one),
        status: code ?? (method === 'POST' ? 201 : 200),
        handler: `${controller.name}.${name}`,
      }));
    });
  });
}

/**
 * How a service's handlers differ from its contract routes: routes not served with the contract's
 * method and path, and routes served with another success status than the contract's.
 */
export function contractCoverage(
  appModule: unknown,
  service: ServiceName,
  routes: readonly RouteContract[],
): { unserved: string[]; wrongStatus: string[] } {
  const served = servedRoutes(appModule);
  const unserved: string[] = [];
  const wrongStatus: string[] = [];
  for (const route of routes.filter((candidate) => candidate.service === service)) {
    const handler = served.find((one) => one.method === route.method && one.path === route.path);
    const status = route.successStatus ?? 200;
    if (!handler) unserved.push(`${route.id}: ${route.method} ${route.path}`);
    else if (handler.status !== status)
      wrongStatus.push(`${route.id}: ${handler.handler} answers ${handler.status}, the contract ${status}`);
  }
  return { unserved, wrongStatus };
}
