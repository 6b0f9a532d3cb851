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
});
