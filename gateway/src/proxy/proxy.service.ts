import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import {
  ErrorCode,
  InternalHeader,
  SessionCookieName,
  SessionTtlSeconds,
  type RouteContract,
  type SessionRecord,
} from '@stillframe/contracts';
import { AppException, parsePart, signIdentity, type RequestWithRawBody } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { SessionRepository } from '../session/session.repository.js';
import { AccessService } from '../access/access.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { RouteTable } from './route-table.js';
import { ServiceClient } from '../service-client/service-client.js';
import { assertSameOrigin } from './csrf.js';

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
    private readonly sessions: SessionRepository,
    private readonly access: AccessService,
    private readonly rateLimits: RateLimitService,
    private readonly services: ServiceClient,
  ) {}

  async handle(req: RequestWithRawBody, res: Response): Promise<void> {
    const match = this.table.match(req.method, req.path);
    if (!match) throw new AppException(ErrorCode.notFound, `No API route ${req.method} ${req.path}`);
    if ('methodNotAllowed' in match)
      throw new AppException(ErrorCode.notFound, `${req.method} is not supported on ${req.path}`);
    const { route, params } = match;
    if (route.access !== 'webhook') assertSameOrigin(req, this.config.PUBLIC_ORIGIN);
    await this.rateLimits.consume(route.rateLimit ?? 'default', req.ip ?? 'unknown');
    const session = await this.sessions.find(req.cookies?.[SessionCookieName] as string | undefined);
    const requestId = String(req.headers[InternalHeader.requestId]);
    await this.access.check(route, session, requestId);
    this.validate(route, params, req);
    await this.forward(route, req, res, session, requestId);
  }

  /** Bad input is refused here, before any service is called; the service validates again with the same schemas. */
  private validate(route: RouteContract, params: Record<string, string>, req: Request): void {
    if (route.params) parsePart(route.params, params, 'params');
    if (route.query) parsePart(route.query, req.query, 'query');
    if (route.body && route.access !== 'webhook') parsePart(route.body, req.body, 'body');
  }

  private async forward(
    route: RouteContract,
    req: RequestWithRawBody,
    res: Response,
    session: SessionRecord | null,
    requestId: string,
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
    const queryIndex = req.originalUrl.indexOf('?');
    const upstream = await this.services.request({
      service: route.service,
      method: req.method,
      pathAndQuery: req.path + (queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : ''),
      headers,
      body: req.method === 'GET' ? undefined : req.rawBody,
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
  }
}
