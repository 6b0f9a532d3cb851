import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { RedisTarget } from '../redis/redis-target.js';
import { broadcastTransport } from './broadcast-transport.js';

/**
 * Publishes broadcasts over the Redis transport. They may be lost (Redis pub/sub has no memory), so
 * receivers bound every cached value by a TTL as well.
 */
export class Broadcaster {
  private readonly client: ClientProxy;

  constructor(redis: RedisTarget) {
    this.client = ClientProxyFactory.create(broadcastTransport(redis));
  }

  async emit(pattern: string, payload: unknown): Promise<void> {
    await lastValueFrom(this.client.emit(pattern, payload), { defaultValue: undefined });
  }

  /**
   * Emits, giving up after `deadlineMs`: for a publisher whose change is already stored, a lost
   * broadcast only lasts until the receivers' TTL, so it must neither fail nor hold up the caller.
   * Resolves to the error when the broadcast may be lost, for the caller to log.
   */
  async emitWithin(pattern: string, payload: unknown, deadlineMs: number): Promise<Error | null> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from Redis in ${deadlineMs} ms`)), deadlineMs);
    });
    try {
      await Promise.race([this.emit(pattern, payload), deadline]);
      return null;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
