/** The shared Redis: response cache, in-flight locks, quota ledger. The catalog works on without it, uncached. */
export const CATALOG_REDIS = Symbol('CATALOG_REDIS');
export const CATALOG_LOGGER = Symbol('CATALOG_LOGGER');
