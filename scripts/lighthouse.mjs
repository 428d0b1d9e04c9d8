// npm run lighthouse (issue 12): measures the built product with Lighthouse in Debian's Chromium
// and writes the figures into docs/performance.md, section "Lighthouse". Not part of npm test:
// a run takes minutes and its figures move with the machine's load.
//
// It starts the product the way `npm start` does (building only what changed), on a fresh
// temporary DATA_DIR with the demo data, then measures `/` as a visitor, every page of the tenant's
// area signed in as the demo tenant (issue 27: home, search, a home, bookings, a booking, wallet,
// chat) and the owner's dashboard as the demo owner, each with Lighthouse's mobile and desktop
// presets.
// Pages are measured through an HTTPS, HTTP/2 edge (nginx: ./tls-edge.mjs), as production serves them
// (decision 040); LIGHTHOUSE_HTTP1=1 measures the server itself, over HTTP/1.1.
// LIGHTHOUSE_PORT=n puts the server on n, Chrome's debugging port on n + 1 and the edge on n + 2
// (default: free ports);
// LIGHTHOUSE_RUNS=n measures each page and preset n times (default 5) and keeps the median run.
// For diagnosis: LIGHTHOUSE_ONLY='/user/properties mobile' measures that page and preset alone (several
// separated by commas: '/user/home mobile, /user/wallet mobile') and
// (pages with an id by their pattern: '/user/bookings/{id} mobile')
// leaves docs/performance.md as it is; LIGHTHOUSE_SAVE=dir writes each median report's JSON and
// trace there, and every run's trace (name.run1.trace.json, ...); LIGHTHOUSE_JS_PROFILE=1 adds
// V8's sampling profiler to the traces (scripts/lighthouse-tasks.mjs names the functions).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { renderSection, replaceSection } from './lighthouse-report.mjs';
import { startTlsEdge } from './tls-edge.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/performance.md');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_TENANT = { email: 'user@nestly.local', password: 'Coconut-Harbour-17' };
const DEMO_OWNER = { email: 'owner@nestly.local', password: 'Teak-Veranda-Keys-9' };
// One run's score moves by several points on this shared machine; Lighthouse's own advice
// (docs/variability.md) is the median of several runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
  .map((one) => one.trim())
  .filter(Boolean);
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
// Through an HTTPS, HTTP/2 edge, as production serves (./tls-edge.mjs, decision 040), unless
// LIGHTHOUSE_HTTP1=1 asks for the server itself (HTTP/1.1), for comparison.
const THROUGH_EDGE = process.env.LIGHTHOUSE_HTTP1 !== '1';

// Headless without a sandbox (Chromium's sandbox cannot start as root in a container) and without Chrome's own background
// traffic (updates, sync, field trials), which would otherwise land in the measured network log.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The pages measured, in order, and who is signed in for each (`as`). A page with an id in its
 * path finds it through the API as the signed-in person: the first home of the search, the demo
 * tenant's first booking.
 */
const PAGES = [
  { path: '/', label: '`/`', as: null },
  { path: '/user/home', label: '`/user/home`', as: 'user' },
  { path: '/user/properties', label: '`/user/properties`', as: 'user' },
  {
    path: async (api) =>
      `/user/property/${(await api('/api/user/all-Properties?limit=1')).data[0].id}`,
    label: '`/user/property/{id}`',
    as: 'user',
  },
  { path: '/user/bookings', label: '`/user/bookings`', as: 'user' },
  {
    path: async (api) => `/user/bookings/${(await api('/api/user/bookings?limit=1')).data[0].id}`,
    label: '`/user/bookings/{id}`',
    as: 'user',
  },
  { path: '/user/wallet', label: '`/user/wallet`', as: 'user' },
  { path: '/user/chat', label: '`/user/chat`', as: 'user' },
  { path: '/owner/dashboard', label: '`/owner/dashboard`', as: 'owner' },
];
const DEMO_PEOPLE = { user: DEMO_TENANT, owner: DEMO_OWNER };
// Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const waitForHealth = async (origin, server, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet (the first start builds the web app)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin}/api/health did not answer within ${timeoutMs / 1000} s`);
};

/**
 * Signs a demo person in the way the login form does, inside the page, so the browser itself
 * keeps the httpOnly refresh cookie from the answer; then stores what the auth store's
 * setSession keeps in local storage (apps/web/src/stores/auth-store.ts; its sessionStorage entry
 * belongs to one tab and nothing reads it). The guards of /user/* and /owner/* read the persisted
 * store, so a cookie alone would send Lighthouse to the login page. Lighthouse keeps cookies and
 * local storage between runs (it clears only the HTTP cache and service workers), so each run of
 * a signed-in page is a returning, signed-in person with a cold cache. Answers a reader of the API
 * as that person (for the ids of pages that need one).
 */
const signIn = async (browser, origin, role) => {
  const page = await browser.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const token = await page.evaluate(
    async ({ role, email, password }) => {
      const response = await fetch(`/api/${role}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      const { user, token } = await response.json();
      localStorage.setItem('token', token);
      const state = { user, authType: role, isAuthenticated: true };
      localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
      return token;
    },
    { role, ...DEMO_PEOPLE[role] },
  );
  await page.close();
  return async (apiPath) => {
    const response = await fetch(`${origin}${apiPath}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return response.json();
  };
};

/**
 * One run in a new tab: reusing a tab across runs made Lighthouse fail now and then with
 * NO_NAVSTART. Cookies and local storage belong to the browser profile, so every tab is signed in.
 */
const runLighthouse = async (browser, url, preset) => {
  const flags = { onlyCategories: ['performance'], logLevel: 'error' };
  // For diagnosis only: V8's sampling profiler in the trace (it slows the page a little), which
  // lets scripts/lighthouse-tasks.mjs say which functions a long task ran.
  if (process.env.LIGHTHOUSE_JS_PROFILE === '1') {
    flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
  }
  const page = await browser.newPage();
  const { lhr, artifacts } = await lighthouse(url, flags, preset.config, page).finally(() =>
    page.close(),
  );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A redirect (to the login, say) or a refused API call would measure another page than the one
  // named: a signed-in page that lost its session looks fast and proves nothing.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const requests = lhr.audits['network-requests'].details.items;
  const failed = requests.filter((request) => request.statusCode >= 400);
  if (failed.length > 0) {
    throw new Error(`${url}: ${failed.map((r) => `${r.statusCode} ${r.url}`).join(', ')}`);
  }
  return { lhr, trace: artifacts.Trace };
};

/**
 * One unmeasured load of the page first. The API shares this machine's two cores with the
 * simulated phone, and the first request of each kind runs its code cold (V8 compiling it, the
 * embedded database planning its queries): the first measured run of a page was often the slowest
 * by far (a 380 to 530 ms TBT among runs of 13 to 160), measuring the server's warm-up rather than
 * the page. A production server has long been warm when a phone asks.
 */
const warmUp = async (browser, url) => {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  } finally {
    await page.close();
  }
};

const measure = async (browser, url, preset) => {
  await warmUp(browser, url);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Now and then Chrome records no trace of a load (NO_NAVSTART) on this shared machine: that run
    // is measured again, twice at most; any other failure ends the measurement.
    for (let attempt = 1; ; attempt += 1) {
      try {
        runs.push(await runLighthouse(browser, url, preset));
        break;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
        console.warn(`${url} ${preset.name}: no trace recorded, measuring again`);
      }
    }
  }
  const lhr = computeMedianRun(runs.map((run) => run.lhr));
  if (SAVE_DIR) {
    // The median report and its trace (scripts/lighthouse-tasks.mjs lists its long tasks).
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${preset.name}`;
    fs.mkdirSync(SAVE_DIR, { recursive: true });
    fs.writeFileSync(path.join(SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
    const { trace } = runs.find((run) => run.lhr === lhr);
    fs.writeFileSync(path.join(SAVE_DIR, `${name}.trace.json`), JSON.stringify(trace));
    // Every run's trace as well, numbered: the slow run is rarely the median one.
    runs.forEach((run, index) =>
      fs.writeFileSync(
        path.join(SAVE_DIR, `${name}.run${index + 1}.trace.json`),
        JSON.stringify(run.trace),
      ),
    );
  }
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    allScores: runs.map((run) => Math.round(run.lhr.categories.performance.score * 100)),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    allTbtMs: runs.map((run) => run.lhr.audits['total-blocking-time'].numericValue),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKiB: scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    jsFiles: scripts.length,
    lighthouseVersion: lhr.lighthouseVersion,
  };
};

const main = async () => {
  const basePort = Number(process.env.LIGHTHOUSE_PORT) || 0;
  const port = basePort || (await freePort());
  const chromePort = basePort ? basePort + 1 : await freePort();
  const edge = THROUGH_EDGE
    ? startTlsEdge({ port: basePort ? basePort + 2 : await freePort(), backendPort: port })
    : null;
  const origin = edge?.origin ?? `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-lighthouse-'));
  const loadBefore = os.loadavg()[0].toFixed(1);

  // The server (and its children) at a lower CPU priority than Chrome: it shares this machine's two
  // cores with the simulated phone, whose main thread otherwise waits now and then for a core
  // while the server answers the page's own requests (a 57 ms task with no work in it, four times
  // that in TBT). A phone does not share its CPU with the server.
  const server = spawn(
    'nice',
    ['-n', '10', process.execPath, path.join(ROOT, 'scripts/start.mjs')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NESTLY_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // The embedded database and no Redis: the same fresh product whatever the shell exports.
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
      },
    },
  );
  let chrome;
  let browser;
  try {
    await waitForHealth(origin, server);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      // The edge's certificate is made for the run: accepted, as a real one would be.
      chromeFlags: edge ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
      port: chromePort,
    });
    // Puppeteer (which Lighthouse drives Chrome through itself) opens the tabs; we use it directly
    // only to sign in.
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const rows = [];
    let signedInAs = null;
    let api = null;
    for (const target of PAGES) {
      if (target.as && target.as !== signedInAs) {
        api = await signIn(browser, origin, target.as);
        signedInAs = target.as;
      }
      const pagePath = typeof target.path === 'function' ? await target.path(api) : target.path;
      for (const preset of PRESETS) {
        if (ONLY && !ONLY.includes(`${target.label.replaceAll('`', '')} ${preset.name}`)) continue;
        const result = await measure(browser, `${origin}${pagePath}`, preset);
        console.info(
          `${pagePath} ${preset.name}: ${result.score} (${result.allScores}), LCP ${Math.round(result.lcpMs)} ms, ` +
            `TBT ${Math.round(result.tbtMs)} ms (${result.allTbtMs.map(Math.round)}), CLS ${result.cls.toFixed(3)}, ` +
            `JS ${result.jsKiB.toFixed(1)} KiB`,
        );
        rows.push({ label: target.label, preset: preset.name, ...result });
      }
    }
    if (ONLY) return;
    const chromeVersion = (await browser.version()).replace('HeadlessChrome/', '');
    const section = renderSection({
      rows,
      runs: RUNS,
      date: new Date().toISOString().slice(0, 10),
      lighthouseVersion: rows[0].lighthouseVersion,
      chromeVersion,
      load: { before: loadBefore, after: os.loadavg()[0].toFixed(1) },
      throughEdge: THROUGH_EDGE,
    });
    fs.writeFileSync(DOC, replaceSection(fs.readFileSync(DOC, 'utf8'), section));
    console.info(`Written to ${path.relative(ROOT, DOC)}, section "Lighthouse".`);
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await edge?.stop();
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
