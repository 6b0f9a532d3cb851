// An app's `postbuild`: `node ../../infra/launcher/bundle-app.mjs main=dist/server.js [worker=…]`.
// Each process the app has (its server, its queue worker) is bundled from what tsgo compiled into one
// file of dist, named before the `=`: dist/main.js, dist/worker.js, the files every image, the launcher
// and the tests start. The process then reads one file instead of resolving and compiling about two
// thousand modules of node_modules: the library's start-up went from 1.8 to 0.6 CPU-seconds
// (docs/decisions/0047-bundled-apps.md). Plain JavaScript: it runs during the build.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'rolldown';

/**
 * Left to node_modules, each for its reason:
 * - native addons, read from a file of the platform's package at run time;
 * - tracing's SDK, loaded only when tracing is on (server-kit's startTracing imports it on demand):
 *   bundled, its import would be made at every start.
 */
const KEPT_OUTSIDE = [
  /^@node-rs\/argon2/,
  /^msgpackr-extract/,
  /^@opentelemetry\//,
  /^@prisma\/instrumentation/,
];

/**
 * What Nest and Fastify import only for features Stillframe does not use (other transports, Express,
 * validators, file uploads, templates): not installed, and never reached.
 */
const NOT_USED = new Set([
  '@fastify/multipart',
  '@fastify/static',
  '@fastify/view',
  '@nats-io/transport-node',
  '@nestjs/platform-express',
  '@nestjs/websockets/socket-module.js',
  'amqp-connection-manager',
  'class-transformer',
  'class-validator',
  'kafkajs',
  'mqtt',
]);

/** What a process imports on demand goes to chunks in this folder of dist, made afresh by each build. */
const CHUNKS = 'bundle-chunks';

const processes = process.argv.slice(2).map((argument) => argument.split('='));
if (!processes.length || processes.some(([name, input]) => !name || !input?.startsWith('dist/'))) {
  console.error('usage: bundle-app.mjs main=dist/server.js [worker=dist/queue-worker.js]');
  process.exit(2);
}
const dist = resolve('dist');
rmSync(join(dist, CHUNKS), { recursive: true, force: true });

const unresolved = [];
// One build per process: code two processes share would otherwise go to a chunk in the folder below,
// and a path made from import.meta.url there (a service's migrations folder) would point elsewhere.
for (const [name, input] of processes)
  await build({
    input: { [name]: input },
    platform: 'node',
    external: (id) => KEPT_OUTSIDE.some((pattern) => pattern.test(id)),
    onLog(level, log, handle) {
      if (log.code !== 'UNRESOLVED_IMPORT') return handle(level, log);
      const id = /Could not resolve '([^']+)'/.exec(log.message)?.[1];
      if (!id || !NOT_USED.has(id)) unresolved.push(`${id ?? log.message} (imported by ${log.id ?? '?'})`);
    },
    output: {
      dir: dist,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: `${CHUNKS}/[name]-[hash].js`,
      // No source map: the images run without --enable-source-maps, and the launcher's would read the
      // map at every start (0.25 CPU-s). The bundle is not minified, and a region comment names the
      // module each part comes from.
    },
  });
if (unresolved.length) {
  console.error(`Imports the bundle cannot resolve (a package to install, or to list in NOT_USED):
${unresolved.join('\n')}`);
  process.exit(1);
}
