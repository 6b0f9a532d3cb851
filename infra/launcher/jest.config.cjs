// The launcher's own tests need no Postgres or Redis: the shared preset without its global setup.
module.exports = {
  ...require('../../jest.preset.cjs'),
  globalSetup: undefined,
  globalTeardown: undefined,
};
