/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
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
