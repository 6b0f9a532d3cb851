// Browser-facing pages: GET renders, POST (plain form submit) acts and then
// redirects with 303, the way Stripe's hosted pages hand the buyer back.
import { checkoutPage } from './checkout-actions.js';
import type { SandboxCore } from './core.js';
import { invoicePage } from './invoice-actions.js';
import { portalPage } from './portal-actions.js';
import type { PageResponse } from './page-response.js';

export type { PageResponse } from './page-response.js';

/** Returns undefined when the path is not a page, so the API router can try. */
export function handlePage(
  core: SandboxCore,
  method: string,
  pathname: string,
  search: URLSearchParams,
  body: string,
): PageResponse | undefined {
  const m = /^\/(checkout|portal|invoice)\/([^/]+)\/?$/.exec(pathname);
  if (!m || (method !== 'GET' && method !== 'POST')) return undefined;
  const id = decodeURIComponent(m[2] ?? '');
  if (m[1] === 'checkout') return checkoutPage(core, method, id, body);
  if (m[1] === 'invoice') return invoicePage(core, method, id, body);
  return portalPage(core, method, id, search, body);
}
