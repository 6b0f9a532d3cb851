import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import {
  bodyLimitOf,
  DeviceCookieName,
  DeviceCookieTtlSeconds,
  ErrorCode,
  InternalHeader,
  SessionCookieName,
  SessionTtlSeconds,
  type RouteContract,
  type SessionRecord,
} from '@stillframe/contracts';
import { AppException, parsePart, signIdentity } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { SessionService } from '../session/session.service.js';
import { AccessService } from '../access/access.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { RouteTable } from './route-table.js';
import { ServiceClient } from '../service-client/service-client.js';
import { assertSameOrigin } from './csrf.js';
import { readJsonBody, type RequestBody } from './request-body.js';

/** Response headers of a service that reach the browser. */
const PASSED_HEADERS = [
  'content-type',
  'retry-after',
  'x-next-cursor',
  'cache-control',
  'content-disposition',
  'location',
];
/** Request headers a service may need beyond identity (Stripe's signature on the webhook). */
const FORWARDED_HEADERS = ['content-type', 'accept', 'stripe-signature', 'user-agent'];

@Injectable()
export class ProxyService {
  private readonly table = new RouteTable();

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly sessions: SessionService,
    private readonly access: AccessService,
    private readonly rateLimits: RateLimitService,
    private readonly services: ServiceClient,
  ) {}

  /**
   * Every check comes before a byte of the body is read; the body last, with the route's own limit. A
   * body left unread (refused, or sent to a route that takes none) is dropped by Node as it arrives.
   */
  async handle(req: Request, res: Response): Promise<void> {
    const match = this.table.match(req.method, req.path);
    if (!match) throw new AppException(ErrorCode.notFound, `No API route ${req.method} ${req.path}`);
    if ('methodNotAllowed' in match)
      throw new AppException(ErrorCode.notFound, `${req.method} is not supported on ${req.path}`);
    const { route, params } = match;
    if (route.access !== 'webhook') assertSameOrigin(req, this.config.PUBLIC_ORIGIN);
    // Both Redis calls leave together (one round trip); a request over its rate limit is refused all the same.
    const [, session] = await Promise.all([
      this.rateLimits.consume(route.rateLimit ?? 'default', req.ip ?? 'unknown'),
      this.sessions.forRoute(route, req.cookies?.[SessionCookieName] as string | undefined),
    ]);
    const requestId = String(req.headers[InternalHeader.requestId]);
    await this.access.check(route, session, requestId);
    if (route.params) parsePart(route.params, params, 'params');
    if (route.query) parsePart(route.query, req.query, 'query');
    const body = await readJsonBody(req, bodyLimitOf(route, session !== null));
    // Bad input is refused here, before any service is called; the service validates again with the same schemas.
    if (route.body && route.access !== 'webhook') parsePart(route.body, body.parsed, 'body');
    await this.forward(route, req, res, session, requestId, body);
  }

  private async forward(
    route: RouteContract,
    req: Request,
    res: Response,
    session: SessionRecord | null,
    requestId: string,
    body: RequestBody,
  ) {
    const headers: Record<string, string> = {
      [InternalHeader.requestId]: requestId,
      [InternalHeader.identity]: signIdentity(
        {
          sub: session?.userId ?? null,
          adm: session?.isAdmin ?? false,
          sid: session ? String(req.cookies?.[SessionCookieName]) : null,
          ip: req.ip ?? 'unknown',
          rid: requestId,
          prf: session?.searchDefaults ?? null,
          // Only billing needs the email (for the Stripe customer); no other service is told it.
          ...(route.service === 'billing' && session?.email ? { eml: session.email } : {}),
        },
        this.config.INTERNAL_TOKEN_SECRET,
      ),
    };
    for (const name of FORWARDED_HEADERS) {
      const value = req.header(name);
      if (value) headers[name] = value;
    }
    const device = req.cookies?.[DeviceCookieName] as unknown;
    if (route.service === 'auth' && typeof device === 'string') headers[InternalHeader.device] = device;
    const queryIndex = req.originalUrl.indexOf('?');
    const upstream = await this.services.request({
      service: route.service,
      method: req.method,
      pathAndQuery: req.path + (queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : ''),
      headers,
      body: body.raw,
    });
    res.status(upstream.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    this.applySessionHeaders(upstream.headers, res, req.secure);
    await pipeline(upstream.body, res);
  }

  /** The auth service says when a session starts or ends; the cookie policy lives here. */
  private applySessionHeaders(
    headers: Record<string, string | string[] | undefined>,
    res: Response,
    overHttps: boolean,
  ): void {
    // Secure when served over https: directly, or behind TRUST_PROXY_HOPS proxies saying so, or by configuration.
    const cookie = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.COOKIE_SECURE || overHttps,
      path: '/',
    };
    const newSession = headers[InternalHeader.setSession];
    if (typeof newSession === 'string')
      res.cookie(SessionCookieName, newSession, { ...cookie, maxAge: SessionTtlSeconds * 1000 });
    else if (headers[InternalHeader.clearSession]) res.clearCookie(SessionCookieName, cookie);
    // Outlives sign-out on purpose: it is what lets this browser through when strangers guess the password.
    const device = headers[InternalHeader.setDevice];
    if (typeof device === 'string')
      res.cookie(DeviceCookieName, device, {
        ...cookie,
        path: '/api/auth',
        maxAge: DeviceCookieTtlSeconds * 1000,
      });
  }
}
