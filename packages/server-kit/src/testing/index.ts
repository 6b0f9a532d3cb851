export * from './test-infrastructure.js';
