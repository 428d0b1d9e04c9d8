import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { earlyRequests } from './build/early-requests-plugin';
import { pageShells } from './build/page-shells-plugin';
import { iconModules, landingSources } from './build/icon-chunks';
import { loadedDepsFilter } from './build/loaded-deps';
import { precompress } from './build/precompress';
import { slicedPreloadLinks } from './build/sliced-preload-links';

const API_ORIGIN = 'http://localhost:3000';

const CHART_PACKAGES =
  /node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|react-is)\/|use-sync-external-store\/(shim\/|with-selector|cjs\/use-sync-external-store-(shim|with-selector))/;

const LANDING_ICONS = iconModules(landingSources());

const loadedDeps = loadedDepsFilter();

/**
 * Small pieces nearly every page draws (the card, the logo, the avatar, the page title): one
 * chunk rather than one each. Left to Rollup, each became a file of its own of 140-440 bytes,
 * whose gzip frame, imports and name in the entry cost about as much again (landing 120.0 ->
 * 119.5 KiB, search 171.7 -> 171.2 KiB).
 */
const FRAME_PIECES =
  /\/src\/(components\/ui\/(card|brand-logo|avatar)\.tsx|lib\/use-page-title\.ts)$/;

/**
 * Split the framework (React, the router, TanStack Query: needed by every page, rarely upgraded)
 * into long-lived chunks so app deploys do not bust them. Every other package is left to Rollup,
 * which places it with the screens that import it: a catch-all vendor chunk would be loaded by
 * the entry and pull forms, Zod schemas of other screens, icons of every screen, the date library
 * and the like into the landing page (issue 12; the bundle budget in npm test guards it).
 */
const vendorChunk = (id: string): string | undefined => {
  if (FRAME_PIECES.test(id)) return 'frame-pieces';
  if (!id.includes('node_modules')) return undefined;
  // The landing page's icons in one file rather than one request each (build/icon-chunks.ts).
  if ([...LANDING_ICONS].some((icon) => id.endsWith(icon))) return 'icons-landing';
  // Loaded on demand by the password strength meter: keep it in its own lazy chunk.
  if (id.includes('node_modules/@zxcvbn-ts/')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
  if (id.includes('node_modules/react-router')) return 'vendor-router';
  if (id.includes('node_modules/@tanstack/')) return 'vendor-query';
  // Shared by the toasts (every page) and the charts: left alone, Rollup puts it in the charts
  // chunk, and every page would load the charts for this one small function.
  if (id.includes('node_modules/clsx/')) return 'vendor-react';
  // Charts (and what only they use) load with the dashboard screens alone, never on the landing.
  if (CHART_PACKAGES.test(id)) return 'vendor-charts';
  return undefined;
};

/**
 * The API refuses a foreign Origin on its cookie calls (refresh, logout). Through this proxy the
 * page's own origin (Vite's) stands for the API's, as it would on one server; any other passes
 * unchanged and is refused as it should be.
 */
const apiProxy = {
  target: API_ORIGIN,
  changeOrigin: true,
  configure: (proxy: { on: (event: 'proxyReq', listener: ProxyRequestListener) => void }) => {
    proxy.on('proxyReq', (proxyRequest, request) => {
      const origin = request.headers.origin;
      if (origin && origin === `http://${request.headers.host}`) {
        proxyRequest.setHeader('origin', API_ORIGIN);
      }
    });
  },
};
type ProxyRequestListener = (
  proxyRequest: { setHeader: (name: string, value: string) => void },
  request: { headers: Record<string, string | string[] | undefined> & { origin?: string } },
) => void;

/**
 * React Router's package sends every bundler to its development build, warnings included
 * (remix-run/react-router#12532, #14753); its production build is the same code without them.
 * Exact names only: a deep import would pass unchanged.
 */
const ROUTER_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    earlyRequests(),
    pageShells(),
    loadedDeps.plugin,
    slicedPreloadLinks(),
    precompress(),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? ROUTER_PRODUCTION_BUILD : []),
      // Zod without its eval probe, which the page's CSP reports (src/lib/zod-jitless.ts).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': apiProxy,
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': apiProxy,
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the bundle budget (npm test).
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill would cost every page.
    modulePreload: { polyfill: false, resolveDependencies: loadedDeps.resolveDependencies },
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
        // Every lazy import carries the file names of the chunks it preloads, in the entry: a
        // hash alone is enough for the browser and the immutable cache (issue 12: 1.2 KiB of the
        // landing page, 2.4 of the search page, gzipped). The manifest still maps sources to files.
        // Seven hash characters (Rollup's least for this many chunks; 42 bits, no collision in
        // practice) rather than eight: the entry lists every chunk's name, and random characters
        // do not compress.
        chunkFileNames: 'assets/[hash:7].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Calendar and form screens drive many user events; a busy CI machine must not time them out.
    testTimeout: 30_000,
    // Files and tests in a random order each run: every test renders its own screen on a fresh
    // query client and resets what it changes (src/test/setup.ts clears the session and storage),
    // so none leans on another having run first. A failing order is replayed with the seed the run
    // prints: `npx vitest run --sequence.seed=N`.
    sequence: { shuffle: true },
    // One more try for a test that fails, as the end-to-end journeys have (docs/decisions/036):
    // the closing summary lists every test that passed only on its second try, with its first
    // error, so an intermittent fault is seen and fixed rather than refusing a whole day's work.
    retry: 1,
  },
}));
