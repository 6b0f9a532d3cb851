import { Controller, Module, type INestApplication } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Broadcaster } from '../src/broadcast/broadcaster.js';
import { createApp } from '../src/bootstrap/create-app.js';
import { createLogger } from '../src/logging/logger.js';
import { startTestRedisServer, type TestRedisServer } from '../src/testing/redis-server.js';

const heard: unknown[] = [];

@Controller()
class Listener {
  @EventPattern('test.changed')
  onChanged(@Payload() payload: unknown): void {
    heard.push(payload);
  }
}

@Module({ controllers: [Listener] })
class ListenerModule {}

/** Broadcasts `payload` until the listener has heard it (a subscriber reconnects in the background). */
const heardAfterRetries = async (broadcaster: Broadcaster, payload: { n: number }): Promise<boolean> => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await broadcaster.emit('test.changed', payload).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (heard.some((entry) => (entry as { n: number }).n === payload.n)) return true;
  }
  return false;
};

let redis: TestRedisServer;
let app: INestApplication;
let broadcaster: Broadcaster;
beforeAll(async () => {
  redis = await startTestRedisServer();
  app = await createApp(ListenerModule, {
    logger: createLogger('broadcast-test', 'silent'),
    broadcastRedis: redis.url,
  });
  await app.init();
  broadcaster = new Broadcaster(redis.url);
});
afterAll(async () => {
  await broadcaster.close();
  await app.close();
  await redis.remove();
});

describe('broadcasts over Redis', () => {
  it('are still heard after Redis restarts: the subscriber reconnects and subscribes again', async () => {
    expect(await heardAfterRetries(broadcaster, { n: 1 })).toBe(true);
    await redis.stop();
    await redis.start();
    expect(await heardAfterRetries(broadcaster, { n: 2 })).toBe(true);
    // And once more, so that a second outage is survived as well.
    await redis.stop();
    await redis.start();
    expect(await heardAfterRetries(broadcaster, { n: 3 })).toBe(true);
  });
});
