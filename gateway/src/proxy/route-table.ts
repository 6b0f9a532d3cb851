import { allRoutes, type HttpMethod, type RouteContract } from '@stillframe/contracts';

export interface MatchedRoute {
  route: RouteContract;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteContract;
  pattern: RegExp;
  names: string[];
}

const compile = (route: RouteContract): CompiledRoute => {
  const names: string[] = [];
  const source = route.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { route, pattern: new RegExp(`^${source}/?$`), names };
};

/** The public API as the contracts declare it, in declaration order (literal paths first). */
export class RouteTable {
  private readonly compiled = allRoutes.map(compile);

  match(method: string, path: string): MatchedRoute | { methodNotAllowed: true } | null {
    let pathKnown = false;
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      pathKnown = true;
      if (route.method !== (method as HttpMethod)) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return pathKnown ? { methodNotAllowed: true } : null;
  }
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
