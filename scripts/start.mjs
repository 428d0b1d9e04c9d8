// npm start: build what changed since the last start, then run the API (which serves the web app)
// from compiled JavaScript. A second start with nothing changed skips both builds.
import { spawn, spawnSync } from 'node:child_process';
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
  inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/start.mjs', ...SHARED_INPUTS],
  output: at('apps/api/dist/server.js'),
  stamp: at('apps/api/.dist-hash'),
};

const isUpToDate = (build, hash) =>
  fs.existsSync(build.output) &&
  fs.existsSync(build.stamp) &&
  fs.readFileSync(build.stamp, 'utf8') === hash;

const buildWeb = () => {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
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
 * One ESM file for the API and the shared package (TypeScript sources both); every other package
 * stays in node_modules. The bundle sits at apps/api/dist/server.js, as deep as src/app.ts, so
 * paths the code makes from its own location still resolve (../../web/dist is the web build);
 * the migrations are copied beside it, where db/client.ts looks for them.
 */
export const buildApi = async (outDir = at('apps/api/dist')) => {
  const { build } = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [at('apps/api/src/server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // The bundle has no source folder to list: the module folders are written in at build time
    // (apps/api/src/module-loader.ts reads the folder itself when run from source).
    define: { __NESTLY_MODULE_FOLDERS__: JSON.stringify(listApiModuleFolders()) },
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

const main = async () => {
  await ensureBuilt(WEB_BUILD, buildWeb);
  await ensureBuilt(API_BUILD, () => buildApi());
  const server = spawn(process.execPath, ['--enable-source-maps', API_BUILD.output], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const forward = (signal) => server.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
