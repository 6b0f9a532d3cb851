// Loaded (`node --import`) into an app a test starts: on SIGUSR2 it writes the files of the CommonJS
// modules the app has loaded so far (every OpenTelemetry package is one, imported from ES modules too)
// to STILLFRAME_LOADED_MODULES_FILE, so that a test can tell whether tracing's SDK was ever loaded.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.on('SIGUSR2', () => {
  const file = process.env.STILLFRAME_LOADED_MODULES_FILE;
  if (!file) return;
  // Whole or not at all: the test reads it as soon as it appears.
  writeFileSync(`${file}.part`, JSON.stringify(Object.keys(require.cache)));
  renameSync(`${file}.part`, file);
});
