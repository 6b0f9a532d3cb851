// Shared Jest setup: ESM + swc with decorator metadata, so NestJS DI works in tests exactly as in the build.
module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          keepClassNames: true,
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  // Suites run side by side (workers and workspaces at once) on two cores: room for a slow moment.
  testTimeout: 60000,
  // pg pools and ioredis keep sockets briefly after close; the suites close what they open.
  forceExit: true,
  globalSetup: require('node:path').join(__dirname, 'infra/launcher/dist/jest-global-setup.js'),
  globalTeardown: require('node:path').join(__dirname, 'infra/launcher/dist/jest-global-teardown.js'),
};
