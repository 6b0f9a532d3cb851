import { diag, SpanKind, trace, type Attributes, type Context, type Link } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
} from '@opentelemetry/sdk-trace-base';

/** `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` as the specification reads them. */
export function samplerFromEnv(env: NodeJS.ProcessEnv = process.env): Sampler {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on';
  const ratio = () => {
    const value = Number(env.OTEL_TRACES_SAMPLER_ARG);
    if (env.OTEL_TRACES_SAMPLER_ARG?.trim() && value >= 0 && value <= 1) return value;
    diag.warn(`OTEL_TRACES_SAMPLER_ARG is not a ratio between 0 and 1: sampling everything`);
    return 1;
  };
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio());
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio()) });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    default:
      diag.warn(`OTEL_TRACES_SAMPLER "${name}" is not supported: using parentbased_always_on`);
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

const NOT_RECORDED: SamplingResult = { decision: SamplingDecision.NOT_RECORD };

/**
 * A trace starts only with a request (a server span) or a queue job (a consumer span): a query or a
 * Redis command outside both (a readiness probe's check, BullMQ's polling, a timer) would otherwise be
 * a trace of its own, thousands of one-span traces an hour that nobody asked for.
 */
export class RequestsOnlySampler implements Sampler {
  constructor(private readonly sampler: Sampler) {}

  shouldSample(
    context: Context,
    traceId: string,
    spanName: string,
    spanKind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    if (!trace.getSpanContext(context) && spanKind !== SpanKind.SERVER && spanKind !== SpanKind.CONSUMER)
      return NOT_RECORDED;
    return this.sampler.shouldSample(context, traceId, spanName, spanKind, attributes, links);
  }

  toString(): string {
    return `RequestsOnly{${this.sampler.toString()}}`;
  }
}
