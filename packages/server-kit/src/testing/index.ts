export * from './test-infrastructure.js';
export * from './redis-server.js';
export * from './postgres-outage.js';
export * from './test-database.js';
