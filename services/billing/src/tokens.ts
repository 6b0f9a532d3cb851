/** The shared Redis client (broadcasts' liveness check); BullMQ queues and workers use their own connections. */
export const BILLING_REDIS = Symbol('BILLING_REDIS');
export const BILLING_LOGGER = Symbol('BILLING_LOGGER');
