import { z } from 'zod';
import {
  BaseServerEnv,
  loadConfig,
  PortSchema,
  RequestTimeoutsEnv,
  trustedProxiesSetting,
} from '@stillframe/server-kit';

const ServiceUrl = (name: string) =>
  z.url({ error: `${name} must be the URL of the ${name.replace('_URL', '').toLowerCase()} service` });

export const GatewayEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(8080),
  AUTH_URL: ServiceUrl('AUTH_URL'),
  CATALOG_URL: ServiceUrl('CATALOG_URL'),
  LIBRARY_URL: ServiceUrl('LIBRARY_URL'),
  BILLING_URL: ServiceUrl('BILLING_URL'),
  /**
   * Folder of the built web app; when unset, only the API is served (the containers' shape: the web
   * image's nginx serves the app and proxies /api here). `npm start` sets it.
   */
  WEB_DIST: z.string().optional(),
  /** Public origin (e.g. https://stillframe.app): state-changing calls from other origins are refused. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Set when served over https (directly or behind a TLS proxy): session cookies get `Secure`. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Trust X-Forwarded-For from this many proxies in front of the gateway: the simple case of one
   * known hop (the web container's nginx in compose).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /**
   * Or trust it from these networks (comma-separated addresses and CIDRs, e.g. the pod network and
   * the load balancer's): the client is the first address from the right of X-Forwarded-For outside
   * them, however many proxies there are. Not together with TRUST_PROXY_HOPS.
   */
  TRUSTED_PROXIES: trustedProxiesSetting('TRUSTED_PROXIES'),
  /** Space-separated origins the web app may load scripts, frames and images from (the sandboxes in demo mode). */
  CSP_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(/\s+/).filter(Boolean)),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /**
   * Keep-alive connections to a service are replaced after this many requests or this age, so that
   * replicas added behind a service address (a Kubernetes Service, an HPA scale-up) receive traffic.
   */
  UPSTREAM_CONNECTION_MAX_REQUESTS: z.coerce.number().int().positive().default(1000),
  UPSTREAM_CONNECTION_MAX_AGE_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long a replica keeps a session it read (0: not at all). Auth broadcasts every sign-out and
   * change; this bounds how long a lost broadcast leaves a revoked session usable on one replica.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /**
   * How long a replica may answer from its own copy of an answer a service declared the same for
   * everyone (a cached search or video details), never past its freshness; 0 turns copies off. And
   * the memory all copies may take, in MB (docs/decisions/0025-gateway-answer-copies.md).
   */
  ANSWER_COPY_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  ANSWER_COPY_MB: z.coerce.number().min(0).max(4096).default(32),
  ENTITLEMENT_CACHE_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_DEFAULT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_CREDENTIALS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /**
   * Open connections one client address may hold; past it a new connection is closed at once (0: no
   * cap). Unset: 256, or no cap behind TRUST_PROXY_HOPS or TRUSTED_PROXIES proxies, whose own address every connection
   * comes from (the proxy in front bounds its clients).
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  ...RequestTimeoutsEnv.shape,
}).superRefine((config, context) => {
  // A count and a list would each name a different client: which one holds must not be a guess.
  if (config.TRUST_PROXY_HOPS > 0 && config.TRUSTED_PROXIES.length > 0)
    context.addIssue({
      code: 'custom',
      path: ['TRUSTED_PROXIES'],
      message:
        'TRUSTED_PROXIES and TRUST_PROXY_HOPS cannot both be set: set TRUST_PROXY_HOPS=0 (or leave it out)',
    });
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(GatewayEnv, env, 'gateway');
