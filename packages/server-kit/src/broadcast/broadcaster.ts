import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { broadcastTransport } from './broadcast-transport.js';

/**
 * Publishes broadcasts over the Redis transport. They may be lost (Redis pub/sub has no memory), so
 * receivers bound every cached value by a TTL as well.
 */
export class Broadcaster {
  private readonly client: ClientProxy;

  constructor(redisUrl: string) {
    this.client = ClientProxyFactory.create(broadcastTransport(redisUrl));
  }

  async emit(pattern: string, payload: unknown): Promise<void> {
    await lastValueFrom(this.client.emit(pattern, payload), { defaultValue: undefined });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
