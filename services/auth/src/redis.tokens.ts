/** The shared Redis (sessions, login throttling); BullMQ queues use their own connections. And the logger. */
export const AUTH_REDIS = Symbol('AUTH_REDIS');
export const AUTH_LOGGER = Symbol('AUTH_LOGGER');
