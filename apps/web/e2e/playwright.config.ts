import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('.e2e-data');
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The real server (built web app + API on a fresh embedded database) driven in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One more try for a journey that fails: the summary still lists it as "flaky", with its trace,
  // so an intermittent fault is seen and fixed (as the smooth scroll that a phone checkout once
  // read part-way), but one timing slip on a busy machine does not refuse a whole day's work.
  retries: 1,
  // Each spec is a whole journey (sign-ups, payments, several people); on a busy 2-core machine one
  // took 66 s. Speed is measured by the benchmarks, not by this limit.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  outputDir: path.resolve(import.meta.dirname, '../test-results'),
  webServer: {
    // What `npm run build` made, as production runs it (npm test builds before this stage).
    command:
      'node --enable-source-maps --import ./apps/api/dist/telemetry.js apps/api/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      // The project's own check: a demo, whatever NODE_ENV says.
      NESTLY_DEMO: 'true',
      // Lets the bookings journey move the server's clock past a stay (POST /api/test/clock).
      NESTLY_TEST_CONTROLS: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
