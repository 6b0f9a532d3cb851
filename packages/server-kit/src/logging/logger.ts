import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs, one logger per app; request logs carry the gateway's request id. Lines go to
 * stdout asynchronously: a synchronous write per request line costs the hot path a system call (pino
 * flushes what is pending when the process exits). Tests may pass a destination of their own.
 */
export function createLogger(
  app: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      name: app,
      level,
      base: { app },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Secrets never reach a log line, whatever a caller passes in.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-stillframe-identity"]',
          'password',
          '*.password',
          'key',
          '*.apiKey',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
export type { Logger };
