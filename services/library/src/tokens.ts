/** The shared Redis client (readiness); BullMQ workers open their own connections. */
export const LIBRARY_REDIS = Symbol('LIBRARY_REDIS');
export const LIBRARY_LOGGER = Symbol('LIBRARY_LOGGER');
