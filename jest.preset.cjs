// Shared Jest setup for the back end (decision 0039). Tests run as Node runs the services: native ES
// modules, each loaded once per worker rather than once per test file (jest-light-runner), from
// TypeScript through a module loader (infra/launcher/src/test-loader).
const path = require('node:path');
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

const launcher = path.join(__dirname, 'infra/launcher/dist');
const loader = pathToFileURL(path.join(launcher, 'test-loader/register.js')).href;

const importLoader = `--import ${loader}`;

// The loader in this process (a run with one worker runs its tests here) and, through NODE_OPTIONS,
// in every worker and every process a test starts from TypeScript. A process a test starts from built
// JavaScript (a service's dist/main.js, `npm start`) needs none: server-kit's builtAppEnv takes it out
// of NODE_OPTIONS, by the name given here. Source maps make a failure's stack name the lines of the
// TypeScript.
process.env.STILLFRAME_TEST_LOADER = importLoader;
if (!(process.env.NODE_OPTIONS ?? '').includes(loader)) {
  register(pathToFileURL(path.join(launcher, 'test-loader/hooks.js')));
  process.setSourceMapsEnabled(true);
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps ${importLoader}`.trim();
}

module.exports = {
  runner: 'jest-light-runner',
  transform: {},
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: [path.join(launcher, 'jest-test-setup.js')],
  // pg pools and ioredis keep sockets briefly after close; the suites close what they open.
  forceExit: true,
  globalSetup: path.join(launcher, 'jest-global-setup.js'),
  globalTeardown: path.join(launcher, 'jest-global-teardown.js'),
};
