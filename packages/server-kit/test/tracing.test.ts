import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import {
  AlwaysOnSampler,
  InMemorySpanExporter,
  NodeTracerProvider,
  SamplingDecision,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import {
  flushTraces,
  traceJob,
  tracePool,
  traceRequests,
  traceUpstreamAnswer,
  tracingConfigured,
} from '../src/tracing/tracing.js';
import { RequestsOnlySampler, samplerFromEnv } from '../src/tracing/sampler.js';
import { tracedPool } from '../src/tracing/pool-spans.js';
import { runJob } from '../src/tracing/job-spans.js';
import { recordUpstreamAnswer } from '../src/tracing/upstream-spans.js';
import { urlAttributes } from '../src/tracing/url-attributes.js';

// The whole path (gateway → service → Postgres, Redis, upstream, from the built apps) is
// gateway/test/tracing.test.ts; these are the pieces on their own.

describe('the switch', () => {
  it('is on with an OTLP endpoint, unless the SDK is disabled', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  it('adds nothing anywhere while tracing is not started', async () => {
    const addHook = jest.fn();
    traceRequests({ addHook } as never, { trustIncomingContext: true });
    expect(addHook).not.toHaveBeenCalled();
    const pool = { query: () => 'answer' };
    expect(tracePool(pool)).toBe(pool);
    await expect(traceJob('queue', '1', async () => 'done')).resolves.toBe('done');
    traceUpstreamAnswer({
      upstream: 'stripe',
      method: 'GET',
      path: '/v1/x',
      status: 200,
      startMs: 0,
      endMs: 1,
    });
    await flushTraces();
  });
});

describe('sampling', () => {
  it('reads OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG', () => {
    expect(samplerFromEnv({}).toString()).toMatch(/^ParentBased\{root=AlwaysOnSampler/);
    expect(
      samplerFromEnv({
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).toString(),
    ).toMatch(/^ParentBased\{root=TraceIdRatioBased\{0\.25\}/);
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_off' }).toString()).toBe('AlwaysOffSampler');
    // A ratio out of range samples everything rather than nothing.
    expect(
      samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '7' }).toString(),
    ).toBe('TraceIdRatioBased{1}');
  });

  it('starts a trace only with a request or a job', () => {
    const sampler = new RequestsOnlySampler(new AlwaysOnSampler());
    const decide = (kind: SpanKind, parent = ROOT_CONTEXT) =>
      sampler.shouldSample(parent, 'a'.repeat(32), 'span', kind, {}, []).decision;
    expect(decide(SpanKind.SERVER)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(SpanKind.CONSUMER)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide(SpanKind.CLIENT)).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(SpanKind.INTERNAL)).toBe(SamplingDecision.NOT_RECORD);
    const inRequest = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      traceFlags: TraceFlags.SAMPLED,
    });
    expect(decide(SpanKind.CLIENT, inRequest)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});

describe('spans', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer('test');
  // Registered for this suite only: the context manager carries the request's span across awaits.
  beforeAll(() => provider.register());
  afterAll(() => {
    trace.disable();
    context.disable();
    propagation.disable();
  });
  beforeEach(() => exporter.reset());

  const inRequest = async <T>(work: () => Promise<T>) => {
    const span = tracer.startSpan('request', { kind: SpanKind.SERVER });
    try {
      return { span, result: await context.with(trace.setSpan(ROOT_CONTEXT, span), work) };
    } finally {
      span.end();
    }
  };
  const finished = (name: string) => exporter.getFinishedSpans().filter((span) => span.name === name);

  it("gives a pool's queries a span each within a request, and leaves everything else to the pool", async () => {
    const pool = {
      ended: false,
      query: async (query: { text: string; values: unknown[] }) => ({ rows: [query.values] }),
      end(this: { ended: boolean }) {
        this.ended = true;
      },
    };
    const traced = tracedPool(pool, tracer);
    const { span, result } = await inRequest(() =>
      traced.query({ text: 'SELECT note FROM notes WHERE user_id = $1', values: ['secret-user'] }),
    );
    expect(result).toEqual({ rows: [['secret-user']] });
    const [query] = finished('SELECT');
    expect(query).toMatchObject({
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.query.text': 'SELECT note FROM notes WHERE user_id = $1',
      },
    });
    expect(query!.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
    expect(JSON.stringify(query!.attributes)).not.toContain('secret-user');

    await traced.query({ text: 'SELECT 1', values: [] });
    expect(finished('SELECT')).toHaveLength(1);
    traced.end();
    expect(pool.ended).toBe(true);
    expect(traced.ended).toBe(true);
  });

  it('marks a failed query and passes its error on', async () => {
    const traced = tracedPool({ query: async () => Promise.reject(new Error('gone')) }, tracer);
    await expect(inRequest(() => traced.query())).rejects.toThrow('gone');
    expect(finished('QUERY')[0]?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'gone' });
  });

  it('runs a job in a consumer span of its own', async () => {
    const active = await runJob(tracer, 'library-account-purge', '7', async () => trace.getActiveSpan());
    const [job] = finished('process library-account-purge');
    expect(job).toMatchObject({
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.destination.name': 'library-account-purge', 'messaging.message.id': '7' },
    });
    expect(job!.parentSpanContext).toBeUndefined();
    expect(active?.spanContext().spanId).toBe(job!.spanContext().spanId);
    await expect(runJob(tracer, 'q', undefined, async () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(finished('process q')[0]?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("records an upstream's own timing as a client span of the request, none outside one", async () => {
    const answer = {
      upstream: 'stripe',
      method: 'POST',
      path: '/v1/customers/:id',
      status: 502,
      startMs: 1_700_000_000_000,
      endMs: 1_700_000_000_250,
    };
    recordUpstreamAnswer(tracer, answer);
    expect(exporter.getFinishedSpans()).toEqual([]);
    const { span } = await inRequest(async () => recordUpstreamAnswer(tracer, answer));
    const [call] = finished('POST /v1/customers/:id');
    expect(call).toMatchObject({
      kind: SpanKind.CLIENT,
      startTime: [1_700_000_000, 0],
      endTime: [1_700_000_000, 250_000_000],
      attributes: { 'stillframe.upstream': 'stripe', 'http.response.status_code': 502 },
      status: { code: SpanStatusCode.ERROR },
    });
    expect(call!.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
  });
});

describe('URLs on spans', () => {
  it('leave out the query and any secret path segment', () => {
    const token = 'x'.repeat(43);
    expect(
      urlAttributes({ origin: 'http://library:3000', path: `/api/shared/${token}/notes?key=secret&q=piano` }),
    ).toEqual({
      'url.full': 'http://library:3000/api/shared/[redacted]/notes',
      'url.path': '/api/shared/[redacted]/notes',
      'url.query': undefined,
    });
  });
});
