import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, errorStatus, type ErrorBody } from '@stillframe/contracts';
import { AppException } from './app-exception.js';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './store-unavailable.js';
import type { Logger } from '../logging/logger.js';

const codeForStatus = (status: number): ErrorCode => {
  const known = Object.entries(errorStatus).find(([, value]) => value === status);
  return (
    (known?.[0] as ErrorCode | undefined) ??
    (status >= 500 ? ErrorCode.internalError : ErrorCode.validationFailed)
  );
};

/** Turns anything thrown into the API's one error body; unknown errors are logged and never shown. */
export function toErrorBody(
  error: unknown,
  logger?: Logger,
): { body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppException) return { body: error.toBody(), headers: error.headers };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = status === 404 ? ErrorCode.notFound : codeForStatus(status);
    const message = status === 404 ? 'Not found' : error.message;
    return { body: { statusCode: status, code, message } };
  }
  const parserError = error as { type?: string; status?: number } | null;
  if (parserError?.type === 'entity.too.large') {
    return {
      body: { statusCode: 413, code: ErrorCode.payloadTooLarge, message: 'Request body is too large' },
    };
  }
  if (parserError?.type === 'entity.parse.failed') {
    return {
      body: { statusCode: 400, code: ErrorCode.invalidJson, message: 'Request body is not valid JSON' },
    };
  }
  if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
    return {
      body: {
        statusCode: parserError.status,
        code: codeForStatus(parserError.status),
        message: 'Bad request',
      },
    };
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

export function sendError(res: Response, error: unknown, logger?: Logger): void {
  const { body, headers } = toErrorBody(error, logger);
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  res.status(body.statusCode).json(body);
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    sendError(host.switchToHttp().getResponse<Response>(), error, this.logger);
  }
}
