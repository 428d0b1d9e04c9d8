// npm start: run the API (which serves the web app) from what `npm run build` made. In
// development it first builds what changed since the last build, so `npm install && npm start`
// works on a fresh clone; with NODE_ENV=production it never builds, and refuses to start when
// nothing was built (build once, in the image or the release, then start fast).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUILD, buildAll, isBuilt } from './build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built server, with the OpenTelemetry preload (it does nothing unless configured). */
export const serverCommand = () => [
  '--enable-source-maps',
  '--import',
  path.join(path.dirname(API_BUILD.output), 'telemetry.js'),
  API_BUILD.output,
];

const main = async () => {
  if (process.env.NODE_ENV === 'production') {
    if (!isBuilt()) {
      console.error(
        'Nothing is built: run `npm run build` first (production never builds at start).',
      );
      process.exit(1);
    }
  } else {
    await buildAll();
  }
  const server = spawn(process.execPath, serverCommand(), { cwd: ROOT, stdio: 'inherit' });
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
