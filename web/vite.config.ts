/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

const srcDir = new URL('./src/', import.meta.url).pathname;

// React, the router and the query client: what every page needs (not @tanstack/react-virtual, only lists use it).
const REACT_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack\/(react-)?query[^/]*)\//;
// Except the query client's mutations, infinite lists and parallel queries: no first page uses them, so
// they load with the screens that do.
const LATER_QUERY_PARTS =
  /@tanstack\/(react-)?query[^/]*\/build\/modern\/(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver)\.js$/;
// The contracts' schemas and zod, in one chunk loaded on demand (src/lib/api-client.ts); their plain parts
// (`@stillframe/contracts/plain`: route refs, enumeration values) stay with the first page.
const CONTRACT_SCHEMAS =
  /packages\/contracts\/dist\/(?!plain\.js|common\/values\.js|http\/route\.js|refs\/route-refs\.js)|node_modules\/zod\//;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `name.br` and `name.gz` next to every text file of the build, once, at the highest levels:
 * the gateway (gateway/src/web/static-web.ts) and nginx's gzip_static/brotli_static send them as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'stillframe-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gzip = gzipSync(content, { level: 9 });
        // A copy no smaller than the file would only cost the browser time.
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // `npm run analyze -w web`: a treemap (stats/bundle.html) and the raw figures (stats/bundle.json) of what each chunk holds.
    process.env.BUNDLE_STATS
      ? [
          visualizer({ filename: 'stats/bundle.html', gzipSize: true, brotliSize: true }),
          visualizer({ filename: 'stats/bundle.json', template: 'raw-data', gzipSize: true }),
        ]
      : [],
  ],
  resolve: { alias: { '@/': srcDir } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Every browser the app supports preloads modules natively; the polyfill only cost first-load bytes.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: each chunk's static imports and stylesheets, read by bench/web-first-load.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React, the router and the query client in one chunk that changes rarely; everything else split by
        // the import graph alone, so a screen loads only what it imports. Named groups for antd's parts
        // pulled their dependencies with them (the first page fetched antd's form, menu and trigger code).
        // Measure with bench/web-first-load.mjs.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: (id: string) => REACT_PACKAGES.test(id) && !LATER_QUERY_PARTS.test(id),
              priority: 20,
            },
            {
              name: 'contracts',
              test: CONTRACT_SCHEMAS,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The test files of a worker share one window and one module graph: loading antd, React and jsdom
    // once per worker, not once per file, took the suite from 226 s to under a minute. Each test still
    // starts clean: setup-tests.ts unmounts, clears storage and restores mocks after every test.
    isolate: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
});
