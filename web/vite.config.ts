/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const srcDir = new URL('./src/', import.meta.url).pathname;

const REACT_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack\/[^/]+)\//;
const ANTD_SHARED = new Set([
  '_util',
  'theme',
  'style',
  'config-provider',
  'locale',
  'version',
  'app',
  'grid',
  'space',
  'button',
  'wave',
]);

/** Chunk name of a vendor module, or null for app code. */
function vendorChunkName(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/packages/contracts/')) return 'contracts';
  if (!path.includes('/node_modules/')) return null;
  const antd = /\/node_modules\/antd\/es\/([^/]+)\//.exec(path);
  if (antd?.[1]) return ANTD_SHARED.has(antd[1]) ? 'antd' : `antd-${antd[1]}`;
  if (/\/node_modules\/(@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|@emotion|stylis)\//.test(path))
    return 'antd';
  if (path.includes('/node_modules/@ant-design/icons')) return 'antd-icons';
  const rc = /\/node_modules\/(?:@rc-component\/|rc-)([^/]+)\//.exec(path);
  if (rc?.[1])
    return ['util', 'motion', 'resize-observer', 'trigger', 'portal'].includes(rc[1])
      ? 'antd'
      : `rc-${rc[1]}`;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? 'vendor';
  return pkg.replace('@', '').replace('/', '-');
}

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
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Vendor code apart from app code (it changes far less often, so it stays cached across deploys), and
        // split per package / antd component so that a screen only loads the parts of antd it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_PACKAGES, priority: 20 },
            // The header's menu: kept apart so that it does not drag tabs and cards into the first load.
            {
              name: 'antd-menu',
              test: /node_modules\/(antd\/es\/(menu|dropdown)|@rc-component\/(menu|overflow|dropdown))\//,
              priority: 15,
            },
            { name: vendorChunkName, debugName: 'vendor', priority: 10 },
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
    restoreMocks: true,
    testTimeout: 15000,
  },
});
