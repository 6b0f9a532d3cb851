/** The shared Redis client (broadcasts' liveness check); BullMQ queues and workers use their own connections. */
export const BILLING_REDIS = Symbol('BILLING_REDIS');
export const BILLING_LOGGER = Symbol('BILLING_LOGGER');
/** The webhook queue's own connection, failing fast while Redis is down (the webhook then answers 503). */
export const BILLING_QUEUE_REDIS = Symbol('BILLING_QUEUE_REDIS');
