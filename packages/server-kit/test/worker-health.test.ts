import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { HealthModule } from '../src/health/health.module.js';
import { serveWorkerHealth } from '../src/health/worker-health.js';

describe('the probes of a worker without an HTTP API', () => {
  it('answers live, and ready from the module’s own checks, and nothing else', async () => {
    let redisUp = true;
    const context = await NestFactory.createApplicationContext(
      HealthModule.forRoot({ inject: [], useFactory: () => ({ redis: async () => redisUp }) }),
      { logger: false },
    );
    const health = await serveWorkerHealth(context, 0, '127.0.0.1');
    try {
      expect(await (await fetch(`${health.url}/health/live`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${health.url}/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', checks: { redis: 'up' } }]);
      redisUp = false;
      const down = await fetch(`${health.url}/health/ready`);
      expect([down.status, await down.json()]).toEqual([503, { status: 'down', checks: { redis: 'down' } }]);
      const other = await fetch(`${health.url}/api/notes`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await health.close();
      await context.close();
    }
  });
});
