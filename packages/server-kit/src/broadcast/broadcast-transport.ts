import { Transport, type RedisOptions } from '@nestjs/microservices';

/** How long to wait between two attempts to reach Redis again. */
const RETRY_DELAY_MS = 1_000;

/**
 * The Redis transport of `@nestjs/microservices`, for publishers and subscribers alike. Nest gives up
 * on a lost connection unless told how often to retry, and a subscriber that gave up silently hears
 * nothing more after a Redis restart; so it retries without end, and ioredis subscribes to the same
 * channels again on each reconnection (`autoResubscribe`).
 */
export function broadcastTransport(redisUrl: string): Required<Pick<RedisOptions, 'transport' | 'options'>> {
  const url = new URL(redisUrl);
  return {
    transport: Transport.REDIS,
    options: {
      host: url.hostname,
      port: Number(url.port || 6379),
      password: url.password || undefined,
      retryAttempts: Number.MAX_SAFE_INTEGER,
      retryDelay: RETRY_DELAY_MS,
      autoResubscribe: true,
    },
  };
}
