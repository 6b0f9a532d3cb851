import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as core from 'zod/v4/core';
import { ErrorCode, type ErrorDetail, type RouteContract } from '@stillframe/contracts';
import { AppException } from './app-exception.js';
import { findControlCharacters } from './control-characters.js';

type Part = 'body' | 'query' | 'params';

/**
 * A validation error names at most this many fields and says how many more there were: 10,000 bad
 * items must not make a 10 MB answer (docs/decisions/0029-strict-input.md).
 */
export const MaxErrorDetails = 20;

const invalid = (details: ErrorDetail[], count: number, part: Part): AppException => {
  const first = details[0];
  const omitted = count - details.length;
  const more = omitted > 0 ? ` (and ${omitted.toLocaleString('en')} more)` : '';
  const message = first ? `${first.field}: ${first.message}${more}` : `Invalid ${part}`;
  return new AppException(ErrorCode.validationFailed, message, details, undefined, omitted);
};

/** The names a query may carry: those of its schema's object, none without a schema. */
function refuseUnknownParameters(schema: z.ZodType | undefined, query: unknown): void {
  if (query === null || typeof query !== 'object') return;
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  // A query schema that is not a plain object (none today) names its own fields' problems.
  if (schema && !shape) return;
  const unknown = Object.keys(query).filter((name) => !shape || !Object.hasOwn(shape, name));
  if (unknown.length === 0) return;
  const details = unknown
    .slice(0, MaxErrorDetails)
    .map((name) => ({ field: `query.${name}`, message: 'Unknown query parameter' }));
  throw invalid(details, unknown.length, 'query');
}

/**
 * A route without a query schema takes no query at all: an unknown parameter is refused rather than
 * ignored, so that no one can vary a URL (and churn caches) with parameters nobody reads.
 */
export function refuseAnyQuery(query: unknown): void {
  refuseUnknownParameters(undefined, query);
}

/**
 * Parses one part of a request against its contract schema; the error names the bad fields. Refused
 * before the schema runs: control characters in any string, and unknown query parameters. The schema
 * runs whole (a valid body is walked whole anyway), but only the details listed are built: the issues
 * past them are counted, never finalised, serialised or sent.
 */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.infer<S> {
  const input = part === 'body' && value === undefined ? {} : value;
  if (part === 'query') refuseUnknownParameters(schema, input);
  const control = findControlCharacters(input, part, MaxErrorDetails);
  if (control.count > 0) throw invalid(control.details, control.count, part);
  // What `safeParse` does, short of finalising every issue (the costly part of a failure).
  const context: core.ParseContextInternal = { async: false };
  const result = (schema as unknown as core.$ZodType)._zod.run({ value: input, issues: [] }, context);
  if (result instanceof Promise) throw new Error(`The ${part} schema is asynchronous`);
  if (result.issues.length === 0) return result.value as z.infer<S>;
  const config = core.config();
  const details = result.issues.slice(0, MaxErrorDetails).map((raw) => {
    const issue = core.util.finalizeIssue(raw, context, config);
    return { field: [part, ...issue.path.map(String)].join('.'), message: issue.message };
  });
  throw invalid(details, result.issues.length, part);
}

const partDecorator = (part: Part) =>
  createParamDecorator((route: RouteContract, context: ExecutionContext) => {
    const schema = route[part];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!schema) throw new Error(`Route ${route.id} declares no ${part} schema`);
    return parsePart(schema, request[part], part);
  });

/** `@ValidBody(noteRoutes.create)`: the body, parsed by the route's contract schema. */
export const ValidBody = partDecorator('body');
export const ValidQuery = partDecorator('query');
export const ValidParams = partDecorator('params');
