import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';

/**
 * Publishes broadcasts over the Redis transport. They may be lost (Redis pub/sub has no memory), so
 * receivers bound every cached value by a TTL as well.
 */
export class Broadcaster {
  private readonly client: ClientProxy;

  constructor(redisUrl: string) {
    const url = new URL(redisUrl);
    this.client = ClientProxyFactory.create({
      transport: Transport.REDIS,
      options: { host: url.hostname, port: Number(url.port || 6379), password: url.password || undefined },
    });
  }

  async emit(pattern: string, payload: unknown): Promise<void> {
    await lastValueFrom(this.client.emit(pattern, payload), { defaultValue: undefined });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
