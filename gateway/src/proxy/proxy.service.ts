import { Inject, Injectable } from '@nestjs/common';
import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';
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
import {
  AppException,
  markRoute,
  parsePart,
  refuseAnyQuery,
  signIdentity,
  type HttpReply,
  type HttpRequest,
} from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { SessionService } from '../session/session.service.js';
import { AccessService } from '../access/access.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { RouteTable } from './route-table.js';
import { ServiceClient } from '../service-client/service-client.js';
import { wholeOrStream } from '../service-client/whole-or-stream.js';
import { assertSameOrigin } from './csrf.js';
import { readJsonBody, type RequestBody } from './request-body.js';
import { AnswerCopies, answerCopyKey, type AnswerCopy } from '../answer-copies/answer-copies.js';

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

interface Forwarded {
  route: RouteContract;
  req: HttpRequest;
  reply: HttpReply;
  cookies: Record<string, string | undefined>;
  session: SessionRecord | null;
  requestId: string;
  body: RequestBody;
  /** Where a shareable answer is kept; null when the route is not declared shareable. */
  copyKey: string | null;
}

/** Max-Age and, for older browsers, Expires. */
const lasting = (seconds: number) => ({ maxAge: seconds, expires: new Date(Date.now() + seconds * 1000) });

const setCookie = (reply: HttpReply, name: string, value: string, options: SerializeOptions) =>
  void reply.header('set-cookie', stringifySetCookie(name, value, options));

@Injectable()
export class ProxyService {
  private readonly table = new RouteTable();

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly sessions: SessionService,
    private readonly access: AccessService,
    private readonly rateLimits: RateLimitService,
    private readonly services: ServiceClient,
    private readonly copies: AnswerCopies,
  ) {}

  /**
   * Every check comes before a byte of the body is read; the body last, with the route's own limit. A
   * body left unread (refused, or sent to a route that takes none) is dropped by Node as it arrives.
   */
  async handle(req: HttpRequest, reply: HttpReply): Promise<void> {
    const queryIndex = req.url.indexOf('?');
    const path = queryIndex >= 0 ? req.url.slice(0, queryIndex) : req.url;
    const match = this.table.match(req.method, path);
    if (!match) throw new AppException(ErrorCode.notFound, `No API route ${req.method} ${path}`);
    if ('methodNotAllowed' in match)
      throw new AppException(ErrorCode.notFound, `${req.method} is not supported on ${path}`);
    const { route, params } = match;
    markRoute(req, route.id);
    if (route.access !== 'webhook') assertSameOrigin(req, this.config.PUBLIC_ORIGIN);
    const cookies = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
    // When both go to Redis they leave together (one round trip); a request over its limit is refused all the same.
    const [, session] = await Promise.all([
      this.rateLimits.consume(route.rateLimit ?? 'default', req.ip ?? 'unknown'),
      this.sessions.forRoute(route, cookies[SessionCookieName]),
    ]);
    const requestId = String(req.headers[InternalHeader.requestId]);
    await this.access.check(route, session, requestId);
    if (route.params) parsePart(route.params, params, 'params');
    if (route.query) parsePart(route.query, req.query, 'query');
    else refuseAnyQuery(req.query);
    const body = await readJsonBody(
      req.raw,
      bodyLimitOf(route, session !== null),
      this.config.REQUEST_BODY_IDLE_MS,
    );
    // Bad input is refused here, before any service is called; the service validates again with the same schemas.
    if (route.body && route.access !== 'webhook') parsePart(route.body, body.parsed, 'body');
    // Every check above has passed: an answer the contracts declare shareable can come from this replica's copy.
    const copyKey = this.copies.enabled ? answerCopyKey(route, req.url, session) : null;
    const copy = copyKey === null ? undefined : this.copies.find(copyKey);
    if (copy) return this.sendCopy(reply, copy);
    await this.forward({ route, req, reply, cookies, session, requestId, body, copyKey });
  }

  private async sendCopy(reply: HttpReply, copy: AnswerCopy): Promise<void> {
    reply.status(200);
    for (const [name, value] of copy.headers) reply.header(name, value);
    await reply.send(copy.body);
  }

  private async forward({ route, req, reply, cookies, session, requestId, body, copyKey }: Forwarded) {
    // The catalog's YouTube budget per account follows the plan; administrators are exempt (adm) and need none.
    const plan =
      route.service === 'catalog' && session && !session.isAdmin && route.path.startsWith('/api/youtube/')
        ? await this.access.planOf(session, requestId)
        : undefined;
    const headers: Record<string, string> = {
      [InternalHeader.requestId]: requestId,
      [InternalHeader.identity]: signIdentity(
        {
          sub: session?.userId ?? null,
          adm: session?.isAdmin ?? false,
          sid: session ? String(cookies[SessionCookieName]) : null,
          ip: req.ip ?? 'unknown',
          rid: requestId,
          prf: session?.searchDefaults ?? null,
          // Only billing needs the email (for the Stripe customer); no other service is told it.
          ...(route.service === 'billing' && session?.email ? { eml: session.email } : {}),
          ...(plan ? { pln: plan } : {}),
        },
        this.config.INTERNAL_TOKEN_SECRET,
      ),
    };
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (value) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const device = cookies[DeviceCookieName];
    if (route.service === 'auth' && typeof device === 'string') headers[InternalHeader.device] = device;
    const upstream = await this.services.request({
      service: route.service,
      method: req.method,
      pathAndQuery: req.url,
      headers,
      body: body.raw,
    });
    const shareOwner = upstream.headers[InternalHeader.shareOwner];
    if (typeof shareOwner === 'string' && upstream.statusCode === 200)
      await this.access
        .assertShareOwnerEntitled(shareOwner, requestId)
        .catch((error: unknown) => upstream.body.dump().then(() => Promise.reject(error)));
    const answer = await wholeOrStream(upstream.body);
    reply.status(upstream.statusCode);
    const passed: Array<[string, string]> = [];
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) passed.push([name, Array.isArray(value) ? value.join(', ') : value]);
    }
    for (const [name, value] of passed) reply.header(name, value);
    // The service says for how long; whether at all is the route's declaration (copyKey is null otherwise).
    const shareableSeconds = Number(upstream.headers[InternalHeader.shareableFor]);
    if (copyKey !== null && upstream.statusCode === 200 && shareableSeconds > 0 && Buffer.isBuffer(answer))
      this.copies.keep(copyKey, passed, answer, shareableSeconds);
    // This replica forgets at once; the others hear auth's broadcast.
    if (session && upstream.headers[InternalHeader.clearSession]) this.sessions.forgetUser(session.userId);
    this.applySessionHeaders(upstream.headers, reply, req.protocol === 'https');
    await reply.send(answer);
  }

  /** The auth service says when a session starts or ends; the cookie policy lives here. */
  private applySessionHeaders(
    headers: Record<string, string | string[] | undefined>,
    reply: HttpReply,
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
      setCookie(reply, SessionCookieName, newSession, { ...cookie, ...lasting(SessionTtlSeconds) });
    else if (headers[InternalHeader.clearSession])
      setCookie(reply, SessionCookieName, '', { ...cookie, expires: new Date(1) });
    // Outlives sign-out on purpose: it is what lets this browser through when strangers guess the password.
    const device = headers[InternalHeader.setDevice];
    if (typeof device === 'string')
      setCookie(reply, DeviceCookieName, device, {
        ...cookie,
        path: '/api/auth',
        ...lasting(DeviceCookieTtlSeconds),
      });
  }
}
