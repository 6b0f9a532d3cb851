import { STATUS_CODES } from 'node:http';
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, type ErrorBody } from '@stillframe/contracts';
import { AppException } from './app-exception.js';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './store-unavailable.js';
import type { Logger } from '../logging/logger.js';

/**
 * The code of a bare HTTP status (a static file refused, a framework exception), when nothing more
 * specific is known: several codes share one status (403 is also `incorrect_password`), so the
 * generic one is named here rather than looked up.
 */
const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.validationFailed,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
  503: ErrorCode.serviceUnavailable,
};
const codeForStatus = (status: number): ErrorCode =>
  GENERIC_CODES[status] ?? (status >= 500 ? ErrorCode.internalError : ErrorCode.validationFailed);

/** What a bare 4xx status means, in words. */
const messageForStatus = (status: number): string =>
  status === 403 ? 'Access to this path is forbidden' : (STATUS_CODES[status] ?? 'Bad request');

/** Turns anything thrown into the API's one error body; unknown errors are logged and never shown. */
export function toErrorBody(
  error: unknown,
  logger?: Logger,
): { body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppException) return { body: error.toBody(), headers: error.headers };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = status === 404 ? ErrorCode.notFound : codeForStatus(status);
    // A bare status phrase ("Forbidden" from a static file refused) gets the words of this API.
    const message =
      status === 404
        ? 'Not found'
        : error.message === STATUS_CODES[status]
          ? messageForStatus(status)
          : error.message;
    return { body: { statusCode: status, code, message } };
  }
  const parserError = error as {
    type?: string;
    status?: number;
    statusCode?: number;
    code?: unknown;
    charset?: string;
    encoding?: string;
  } | null;
  if (parserError?.type === 'charset.unsupported') {
    const charset = String(parserError.charset ?? '').toUpperCase();
    return {
      body: {
        statusCode: 415,
        code: ErrorCode.unsupportedMediaType,
        message: `Request bodies must be UTF-8 JSON; the charset ${charset} is not supported`,
      },
    };
  }
  if (parserError?.type === 'encoding.unsupported') {
    return {
      body: {
        statusCode: 415,
        code: ErrorCode.unsupportedMediaType,
        message: `The content encoding ${String(parserError.encoding ?? '')} is not supported`,
      },
    };
  }
  if (parserError?.type === 'entity.too.large' || parserError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      body: { statusCode: 413, code: ErrorCode.payloadTooLarge, message: 'Request body is too large' },
    };
  }
  if (parserError?.type === 'entity.parse.failed') {
    return {
      body: { statusCode: 400, code: ErrorCode.invalidJson, message: 'Request body is not valid JSON' },
    };
  }
  // Fastify's own refusals (a malformed URL, a body cut short) carry their status as statusCode.
  const status =
    parserError?.status ??
    (typeof parserError?.code === 'string' && parserError.code.startsWith('FST_')
      ? parserError.statusCode
      : undefined);
  if (status && status >= 400 && status < 500) {
    return { body: { statusCode: status, code: codeForStatus(status), message: messageForStatus(status) } };
  }
  if (isStoreUnavailable(error)) {
    logger?.warn({ err: error instanceof Error ? error.message : error }, 'data store unavailable');
    return {
      body: {
        statusCode: 503,
        code: ErrorCode.serviceUnavailable,
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      },
      headers: { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) },
    };
  }
  logger?.error({ err: error }, 'unhandled error');
  return {
    body: {
      statusCode: 500,
      code: ErrorCode.internalError,
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}

export function sendError(reply: FastifyReply, error: unknown, logger?: Logger): void {
  const { body, headers } = toErrorBody(error, logger);
  if (reply.sent || reply.raw.headersSent) return;
  for (const [name, value] of Object.entries(headers ?? {})) reply.header(name, value);
  void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    sendError(host.switchToHttp().getResponse<FastifyReply>(), error, this.logger);
  }
}
