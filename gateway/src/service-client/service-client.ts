import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import {
  ErrorCode,
  InternalHeader,
  internalPaths,
  ReadinessSchema,
  type ServiceName,
} from '@stillframe/contracts';
import { AppException, AppMetrics, signIdentity } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';

export interface ForwardRequest {
  service: ServiceName;
  method: string;
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * HTTP to the services: one keep-alive pool per service, a deadline on every call. Connections are
 * bounded in requests and age: a pinned connection would never reach a replica that joined later.
 */
@Injectable()
export class ServiceClient implements OnModuleDestroy {
  private readonly pools: Record<ServiceName, Pool>;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly metrics: AppMetrics,
  ) {
    const pool = (url: string) =>
      new Pool(url, {
        connections: 64,
        keepAliveTimeout: 30_000,
        pipelining: 1,
        maxRequestsPerClient: config.UPSTREAM_CONNECTION_MAX_REQUESTS,
        clientTtl: config.UPSTREAM_CONNECTION_MAX_AGE_MS,
      });
    this.pools = {
      auth: pool(config.AUTH_URL),
      catalog: pool(config.CATALOG_URL),
      library: pool(config.LIBRARY_URL),
      billing: pool(config.BILLING_URL),
    };
  }

  async request(call: ForwardRequest): Promise<Dispatcher.ResponseData> {
    const started = performance.now();
    let outcome = 'unreachable';
    try {
      const response = await this.pools[call.service].request({
        method: call.method as Dispatcher.HttpMethod,
        path: call.pathAndQuery,
        headers: call.headers,
        body: call.body,
        headersTimeout: this.config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: this.config.UPSTREAM_TIMEOUT_MS,
      });
      outcome = `${Math.floor(response.statusCode / 100)}xx`;
      return response;
    } catch (error) {
      if (
        error instanceof undiciErrors.HeadersTimeoutError ||
        error instanceof undiciErrors.BodyTimeoutError
      ) {
        outcome = 'timeout';
        throw new AppException(
          ErrorCode.upstreamTimeout,
          `The ${call.service} service did not answer in time`,
        );
      }
      throw new AppException(
        ErrorCode.serviceUnavailable,
        `The ${call.service} service is unavailable. Please try again shortly.`,
      );
    } finally {
      // Until the answer's headers: a streamed body's time is the route's, not the call's.
      this.metrics.upstreamCall(call.service, call.method, outcome);
      this.metrics.upstreamTime(call.service, call.method, (performance.now() - started) / 1000);
    }
  }

  /** A gateway-internal GET (entitlements, readiness) with an anonymous identity. */
  async getJson(service: ServiceName, path: string, requestId: string): Promise<unknown> {
    const identity = signIdentity(
      { sub: null, adm: false, sid: null, ip: '127.0.0.1', rid: requestId },
      this.config.INTERNAL_TOKEN_SECRET,
    );
    const response = await this.request({
      service,
      method: 'GET',
      pathAndQuery: path,
      headers: {
        [InternalHeader.identity]: identity,
        [InternalHeader.requestId]: requestId,
        accept: 'application/json',
      },
    });
    const body = await response.body.json().catch(() => null);
    if (response.statusCode >= 400) {
      throw new AppException(
        ErrorCode.serviceUnavailable,
        `The ${service} service answered ${response.statusCode}`,
      );
    }
    return body;
  }

  /** A service's readiness and the checks it reports (its Postgres, its Redis). */
  async readiness(service: ServiceName): Promise<{ ready: boolean; checks: Record<string, string> }> {
    try {
      const response = await this.pools[service].request({
        method: 'GET',
        path: internalPaths.ready,
        headersTimeout: 2500,
        bodyTimeout: 2500,
      });
      const body = ReadinessSchema.safeParse(await response.body.json().catch(() => null));
      return { ready: response.statusCode === 200, checks: body.success ? body.data.checks : {} };
    } catch {
      return { ready: false, checks: {} };
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(Object.values(this.pools).map((pool) => pool.close()));
  }
}
