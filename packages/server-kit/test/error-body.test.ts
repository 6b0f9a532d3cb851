import { NotFoundException } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '../src/http/app-exception.js';
import { toErrorBody } from '../src/http/error.filter.js';

describe('toErrorBody', () => {
  it('gives an AppException its status from the code, with details and headers', () => {
    const { body, headers } = toErrorBody(
      new AppException(ErrorCode.rateLimited, 'Slow down', undefined, { 'retry-after': '5' }),
    );
    expect(body).toEqual({ statusCode: 429, code: 'rate_limited', message: 'Slow down' });
    expect(headers).toEqual({ 'retry-after': '5' });
    expect(toErrorBody(AppException.validation('body.email', 'Required')).body).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: 'body.email: Required',
      details: [{ field: 'body.email', message: 'Required' }],
    });
  });

  it('maps body-parser failures to 400 invalid_json and 413 payload_too_large', () => {
    expect(
      toErrorBody(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 })).body.code,
    ).toBe('invalid_json');
    expect(
      toErrorBody(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).body,
    ).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });

  it("maps Fastify's own refusals to the same bodies: too large, unsupported type, a path that does not decode", () => {
    const fastifyError = (code: string, statusCode: number) =>
      Object.assign(new Error(code), { code, statusCode });
    expect(toErrorBody(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413)).body).toEqual({
      statusCode: 413,
      code: 'payload_too_large',
      message: 'Request body is too large',
    });
    expect(toErrorBody(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415)).body).toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
    });
    expect(toErrorBody(fastifyError('FST_ERR_BAD_URL', 400)).body).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
    });
    // Only Fastify's own errors are trusted with their status: anything else stays a 500.
    expect(toErrorBody(fastifyError('ERR_SOMETHING', 400)).body.statusCode).toBe(500);
  });

  it('never shows an unknown error: a generic 500 body, the error only in the log', () => {
    const logged: unknown[] = [];
    const logger = { error: (entry: unknown) => logged.push(entry) } as never;
    const { body } = toErrorBody(new TypeError('secret internals at /srv/app.js:12'), logger);
    expect(body).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged).toHaveLength(1);
    expect(toErrorBody(new NotFoundException()).body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('answers 503 service_unavailable with Retry-After when Postgres or Redis cannot be reached', () => {
    const warned: unknown[] = [];
    const logger = { warn: (entry: unknown) => warned.push(entry), error: () => undefined } as never;
    const outages = [
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('Invalid invocation'), {
        code: 'P1001',
        cause: { kind: 'DatabaseNotReachable' },
      }),
      new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }),
    ];
    for (const error of outages) {
      const { body, headers } = toErrorBody(error, logger);
      expect(body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
      expect(headers?.['retry-after']).toBe('5');
    }
    expect(warned).toHaveLength(outages.length);
    expect(toErrorBody(new Error('a bug'), logger).body.statusCode).toBe(500);
  });

  it('labels a bare status by its generic code, never by another code that shares the status', () => {
    const staticRefusal = Object.assign(new Error('Forbidden'), {
      status: 403,
      statusCode: 403,
      expose: true,
    });
    expect(toErrorBody(staticRefusal).body).toEqual({
      statusCode: 403,
      code: 'forbidden',
      message: 'Access to this path is forbidden',
    });
    const charset = Object.assign(new Error('unsupported charset "ISO-8859-1"'), {
      type: 'charset.unsupported',
      status: 415,
      charset: 'iso-8859-1',
    });
    expect(toErrorBody(charset).body).toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
      message: expect.stringContaining('ISO-8859-1'),
    });
  });
});
