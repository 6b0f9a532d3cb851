import 'reflect-metadata';
import { Controller, Get, Injectable, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { allRoutes } from '@stillframe/contracts';
import { createApp, readyApp, type App } from '../src/bootstrap/create-app.js';
import { HealthModule } from '../src/health/health.module.js';
import { AppMetrics } from '../src/metrics/app-metrics.js';
import { serveMetrics, type MetricsServer } from '../src/metrics/metrics-server.js';
import { withMetrics } from '../src/metrics/metrics-module.js';
import { QueueWorker, type QueueWorkerSettings } from '../src/queue/queue-worker.js';
import { createQueueRedis } from '../src/redis/redis.js';
import { flushTestRedis, testRedisUrl } from '../src/testing/test-infrastructure.js';

const logger = pino({ level: 'silent' });
/** A contract route with a path parameter: its ids must never become series of their own. */
const route = allRoutes.find((each) => each.method === 'GET' && each.path.includes(':'))!;

@Controller()
class SampleController {
  @Get(route.path)
  answer(@Param() params: Record<string, string>) {
    return { params };
  }
}
let redisUp = true;
@Module({
  imports: [HealthModule.forRoot({ inject: [], useFactory: () => ({ redis: async () => redisUp }) })],
  controllers: [SampleController],
})
class SampleModule {}

/** The value of one series in the exposition, or undefined when absent. */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("an app's metrics", () => {
  let app: App;
  let metrics: MetricsServer;

  beforeAll(async () => {
    app = await readyApp(await createApp(SampleModule, { logger }));
    metrics = await serveMetrics(app, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await metrics.close();
    await app.close();
  });

  const scrape = async () => {
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it("counts and times requests by the contract route's id, never by the raw path", async () => {
    const http = request(app.getHttpServer());
    const path = route.path.replace(/:(\w+)/g, 'raw-id-4f1c');
    await http.get(path).expect(200);
    await http.get(path).expect(200);
    await http.get('/no/such/route/7a9e').expect(404);
    const text = await scrape();
    expect(
      valueOf(text, `stillframe_http_requests_total{route="${route.id}",method="GET",status_class="2xx"}`),
    ).toBe(2);
    expect(valueOf(text, `stillframe_http_request_duration_seconds_count{route="${route.id}"}`)).toBe(2);
    expect(
      valueOf(text, `stillframe_http_request_duration_seconds_bucket{le="+Inf",route="${route.id}"}`),
    ).toBe(2);
    expect(
      valueOf(text, 'stillframe_http_requests_total{route="unmatched",method="GET",status_class="4xx"}'),
    ).toBe(1);
    expect(text).not.toContain('raw-id-4f1c');
    expect(text).not.toContain('7a9e');
  });

  it("reports Node's own: event-loop delay, heap and garbage collection", async () => {
    const text = await scrape();
    for (const family of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
  });

  it('reports each readiness check as a dependency up or down', async () => {
    expect(valueOf(await scrape(), 'stillframe_dependency_up{dependency="redis"}')).toBe(1);
    redisUp = false;
    expect(valueOf(await scrape(), 'stillframe_dependency_up{dependency="redis"}')).toBe(0);
    redisUp = true;
  });

  it('is served on its own port only: the API port has no /metrics, the metrics port nothing else', async () => {
    const onApi = await request(app.getHttpServer()).get('/metrics');
    expect(onApi.status).toBe(404);
    expect(onApi.text).not.toContain('stillframe_http_requests_total');
    expect((await fetch(metrics.url.replace('/metrics', '/health/live'))).status).toBe(404);
    expect((await fetch(metrics.url, { method: 'POST' })).status).toBe(404);
  });

  it('reads cache counters and upstream calls when scraped', async () => {
    const appMetrics = app.get(AppMetrics);
    let counts = { hit: 3, miss: 1 };
    appMetrics.countCache('sample', () => counts);
    await appMetrics.timeUpstream('sample-api', 'list', async () => 'ok');
    await expect(
      appMetrics.timeUpstream(
        'sample-api',
        'list',
        () => Promise.reject(new Error('down')),
        () => 'network',
      ),
    ).rejects.toThrow('down');
    let text = await scrape();
    expect(valueOf(text, 'stillframe_cache_lookups_total{cache="sample",result="hit"}')).toBe(3);
    expect(
      valueOf(text, 'stillframe_upstream_calls_total{upstream="sample-api",method="list",outcome="ok"}'),
    ).toBe(1);
    expect(
      valueOf(text, 'stillframe_upstream_calls_total{upstream="sample-api",method="list",outcome="network"}'),
    ).toBe(1);
    expect(
      valueOf(text, 'stillframe_upstream_call_duration_seconds_count{upstream="sample-api",method="list"}'),
    ).toBe(2);
    counts = { hit: 5, miss: 2 };
    text = await scrape();
    expect(valueOf(text, 'stillframe_cache_lookups_total{cache="sample",result="hit"}')).toBe(5);
    expect(valueOf(text, 'stillframe_cache_lookups_total{cache="sample",result="miss"}')).toBe(2);
  });
});

const QUEUE = 'metrics-test-queue';
const JobSchema = z.object({ outcome: z.enum(['hold', 'fail']) });
/** Held jobs stay active until released; once released, every later job ends at once. */
let holding = true;
const held: Array<() => void> = [];
const release = () => {
  holding = false;
  for (const resolve of held.splice(0)) resolve();
};

@Injectable()
class SampleWorker extends QueueWorker<z.infer<typeof JobSchema>> {
  protected readonly schema = JobSchema;
  protected settings(): QueueWorkerSettings {
    return { queue: QUEUE, name: 'metrics-test-worker', redis: testRedisUrl(), logger, concurrency: 1 };
  }
  protected async handle(data: z.infer<typeof JobSchema>): Promise<void> {
    if (data.outcome === 'fail') throw new UnrecoverableError('never works');
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
  }
}
@Module({ providers: [SampleWorker] })
class WorkerModule {}

describe("a queue worker's metrics", () => {
  it('reports jobs by state, the oldest waiting job’s age and the dead letters of its queue', async () => {
    await flushTestRedis();
    const connection = createQueueRedis(testRedisUrl(), 'metrics-test-producer');
    const queue = new Queue(QUEUE, { connection });
    await queue.add('fail', { outcome: 'fail' });
    const context = await NestFactory.createApplicationContext(withMetrics(WorkerModule, new AppMetrics()), {
      logger: false,
    });
    await context.init();
    const server = await serveMetrics(context, 0, '127.0.0.1');
    try {
      const scrape = async () => (await fetch(server.url)).text();
      // The failing job goes first; then one held active while two wait and one is delayed.
      for (let waited = 0; (await queue.getFailedCount()) < 1; waited += 50) {
        if (waited > 10_000) throw new Error('the failing job was never tried');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await queue.addBulk([1, 2, 3].map(() => ({ name: 'hold', data: { outcome: 'hold' as const } })));
      await queue.add('later', { outcome: 'hold' }, { delay: 60_000 });
      let text = '';
      for (let waited = 0; ; waited += 50) {
        text = await scrape();
        if (valueOf(text, `stillframe_queue_jobs{queue="${QUEUE}",state="active"}`) === 1) break;
        if (waited > 10_000) throw new Error(`no job became active:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(valueOf(text, `stillframe_queue_jobs{queue="${QUEUE}",state="waiting"}`)).toBe(2);
      expect(valueOf(text, `stillframe_queue_jobs{queue="${QUEUE}",state="delayed"}`)).toBe(1);
      expect(valueOf(text, `stillframe_queue_jobs{queue="${QUEUE}",state="failed"}`)).toBe(1);
      expect(valueOf(text, `stillframe_queue_dead_letters{queue="${QUEUE}"}`)).toBe(1);
      expect(valueOf(text, `stillframe_queue_oldest_waiting_age_seconds{queue="${QUEUE}"}`)).toBeGreaterThan(
        0,
      );
    } finally {
      release();
      await server.close();
      await context.close();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});
