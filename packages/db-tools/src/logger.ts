/** The two levels the tools need; `console` satisfies it, and services can pass their own (e.g. pino). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Default for library calls: services start quietly unless they pass a logger. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined };
