export * from './test-infrastructure.js';
export * from './redis-server.js';
export * from './redis-sentinel-group.js';
export * from './postgres-outage.js';
export * from './test-database.js';
