// npm run build: the web app (Vite) and the API (one esbuild bundle, with the telemetry preload),
// each only when its inputs changed since its last build (`--force` builds both anyway).
// scripts/start.mjs runs what this made; in production it never builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(ROOT, ...parts);

/** Tests and test data never change what is built. */
const isBuildInput = (file) => !/\.test\.tsx?$|[/\\](test|e2e)[/\\]/.test(file);

const listFiles = (entry) => {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((child) => listFiles(path.join(entry, child.name)));
};

/** One hash over the names and contents of every input file, in a stable order. */
export const hashInputs = (inputs) => {
  const hash = createHash('sha256');
  const files = inputs
    .flatMap((input) => listFiles(path.resolve(ROOT, input)))
    .filter(isBuildInput)
    .sort();
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

const SHARED_INPUTS = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

export const WEB_BUILD = {
  name: 'web app',
  inputs: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/package.json',
    ...SHARED_INPUTS,
  ],
  output: at('apps/web/dist/index.html'),
  // Beside dist, not in it: Vite empties dist on each build and the server serves what is in it.
  stamp: at('apps/web/.dist-hash'),
};

export const API_BUILD = {
  name: 'API',
  inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...SHARED_INPUTS],
  output: at('apps/api/dist/server.js'),
  stamp: at('apps/api/.dist-hash'),
};

const isUpToDate = (build, hash) =>
  fs.existsSync(build.output) &&
  fs.existsSync(build.stamp) &&
  fs.readFileSync(build.stamp, 'utf8') === hash;

const buildWeb = () => {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@nestly/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
};

/** Every folder of apps/api/src/modules with a module.ts, as module-loader.ts lists them. */
const listApiModuleFolders = () => {
  const modulesDir = at('apps/api/src/modules');
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => fs.existsSync(path.join(modulesDir, entry.name, 'module.ts')))
    .map((entry) => entry.name)
    .sort();
};

/**
 * Every module's database functions (`modules/<owner>/sql/*.sql`), by module then file, as
 * apps/api/src/db/module-functions.ts reads them from source: the bundle carries their text.
 */
const listApiModuleFunctions = () => {
  const modulesDir = at('apps/api/src/modules');
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((module) => {
      const folder = path.join(modulesDir, module, 'sql');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((file) => ({ module, file, text: fs.readFileSync(path.join(folder, file), 'utf8') }));
    });
};

/**
 * One ESM file for the API and the shared package (TypeScript sources both); every other package
 * stays in node_modules. The bundle sits at apps/api/dist/server.js, as deep as src/app.ts, so
 * paths the code makes from its own location still resolve (../../web/dist is the web build);
 * the migrations are copied beside it, where db/client.ts looks for them, and the modules' database
 * functions are written into it (db/module-functions.ts applies them after the migrations). Beside it,
 * dist/telemetry.js is the `--import` preload that starts OpenTelemetry (dist/lib/tracing.js)
 * when configured.
 */
export const buildApi = async (outDir = at('apps/api/dist')) => {
  const { build } = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [
      at('apps/api/src/server.ts'),
      at('apps/api/src/telemetry.ts'),
      at('apps/api/src/lib/tracing.ts'),
    ],
    outbase: at('apps/api/src'),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // The bundle has no source folder to list: the module folders are written in at build time
    // (apps/api/src/module-loader.ts reads the folder itself when run from source).
    // The same for the modules' database functions (db/module-functions.ts).
    define: {
      __NESTLY_MODULE_FOLDERS__: JSON.stringify(listApiModuleFolders()),
      __NESTLY_MODULE_FUNCTIONS__: JSON.stringify(listApiModuleFunctions()),
    },
    plugins: [
      {
        name: 'external-packages',
        setup: (esbuild) => {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@nestly/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  fs.cpSync(at('apps/api/src/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
};

/** Builds `build` unless its stamp says the inputs are the ones of the last build. */
export const ensureBuilt = async (build, run) => {
  const hash = hashInputs(build.inputs);
  if (isUpToDate(build, hash)) {
    console.info(`${build.name}: unchanged since the last build`);
    return false;
  }
  const started = performance.now();
  console.info(`${build.name}: building…`);
  fs.rmSync(build.stamp, { force: true });
  await run();
  fs.writeFileSync(build.stamp, hash);
  console.info(`${build.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
};

/** Builds whatever changed (or everything, with `force`). */
export const buildAll = async ({ force = false } = {}) => {
  if (force) for (const build of [WEB_BUILD, API_BUILD]) fs.rmSync(build.stamp, { force: true });
  await ensureBuilt(WEB_BUILD, buildWeb);
  await ensureBuilt(API_BUILD, () => buildApi());
};

/** Whether both builds are there (what a production start needs; it never builds). */
export const isBuilt = () => [WEB_BUILD, API_BUILD].every((build) => fs.existsSync(build.output));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll({ force: process.argv.includes('--force') });
}
