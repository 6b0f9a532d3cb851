import type { HttpRequest } from '@stillframe/server-kit';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
};

/**
 * Cross-site request forgery defence, on top of SameSite=Lax cookies: a state-changing call whose
 * Origin (or, failing that, Referer) names another site is refused. Requests with neither header do
 * not come from a browser form or script on another site, so they pass.
 */
export function assertSameOrigin(req: HttpRequest, publicOrigin: string | undefined): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = hostOf(req.headers.origin ?? req.headers.referer);
  if (!origin) return;
  const allowed = new Set([req.headers.host, hostOf(publicOrigin)].filter(Boolean));
  if (!allowed.has(origin)) throw new AppException(ErrorCode.csrfRejected, 'Cross-site request refused');
}
