import type { Page, Response } from '@playwright/test';
import { buildPath, type RouteContract } from '@stillframe/contracts';

/**
 * The next answer the page gets to a contract route's call (with these path parameters), so a test
 * waits for what the app itself asked and was told, not for a time.
 */
export function answerTo(
  page: Page,
  route: Pick<RouteContract, 'method' | 'path'>,
  params: Record<string, string> = {},
  timeout = 15_000,
): Promise<Response> {
  const path = buildPath(route.path, params);
  return page.waitForResponse(
    (response) => response.request().method() === route.method && new URL(response.url()).pathname === path,
    { timeout },
  );
}
