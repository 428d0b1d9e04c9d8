// Runs the Playwright specs against the real built product, in Debian's Chromium.
// Browser downloads do not work here, so we never let Playwright fetch its own build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const chromium = candidates.find((candidate) => fs.existsSync(candidate));
if (!chromium) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      "Install Debian's build with:   sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
const builds = [
  path.resolve(here, '../dist/index.html'),
  path.resolve(here, '../../api/dist/server.js'),
];
if (!builds.every((file) => fs.existsSync(file))) {
  console.error('The product is not built: run `npm run build` first (npm test does).');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-e2e-'));
const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    path.join(here, 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
