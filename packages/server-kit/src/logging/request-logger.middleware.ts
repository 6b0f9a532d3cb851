import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { InternalHeader } from '@stillframe/contracts';
import type { Logger } from './logger.js';

/** Logs one line per request with its id; the id comes from the gateway, or is made here for direct calls. */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.header(InternalHeader.requestId);
    const requestId = incoming && /^[A-Za-z0-9-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    req.headers[InternalHeader.requestId] = requestId;
    res.setHeader(InternalHeader.requestId, requestId);
    res.on('finish', () => {
      if (req.path.startsWith('/health')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
