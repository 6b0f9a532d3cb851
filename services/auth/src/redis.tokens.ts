/** The shared Redis (sessions, login throttling); BullMQ queues use their own connections. */
export const AUTH_REDIS = Symbol('AUTH_REDIS');
