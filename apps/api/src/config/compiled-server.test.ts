import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApi, ensureBuilt } from '../../../../scripts/build.mjs';
import { readModuleFunctions } from '../db/module-functions';
import {
  freePort,
  spawnNode,
  waitForHealth,
  type ServerProcess,
} from '../test/helpers/server-process';

// Issue 12: `npm start` runs the API from an esbuild bundle with plain Node, and builds only what
// changed since the last start (scripts/build.mjs).
const tempDirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/**
 * In apps/api (git-ignored) when the bundle must find the API's node_modules, as
 * apps/api/dist/server.js does; else in /tmp.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tempDir = (parent = os.tmpdir()) => {
  const dir = fs.mkdtempSync(
    path.join(parent, parent === os.tmpdir() ? 'nestly-start-' : '.scratch-start-'),
  );
  tempDirs.push(dir);
  return dir;
};

describe('the compiled API', () => {
  it('starts with plain Node, migrates from the copied SQL files and serves the web build', async () => {
    const apiDist = tempDir(API_DIR);
    const webDist = tempDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<div id="root">compiled</div>');
    await buildApi(apiDist);
    expect(fs.existsSync(path.join(apiDist, 'migrations/meta/_journal.json'))).toBe(true);
    // The modules' database functions travel inside the bundle (no source folder beside it).
    const bundle = fs.readFileSync(path.join(apiDist, 'server.js'), 'utf8');
    for (const fn of readModuleFunctions()) {
      expect(bundle, fn.file).toContain(
        `CREATE OR REPLACE FUNCTION ${fn.file.replace('.sql', '')}(`,
      );
    }

    const port = await freePort();
    // With the telemetry preload, as npm start and the image run it (idle without OTEL_*).
    const server = spawnNode(
      ['--import', path.join(apiDist, 'telemetry.js'), path.join(apiDist, 'server.js')],
      {
        DATA_DIR: path.join(webDist, 'data'),
        WEB_DIST_DIR: webDist,
        PORT: String(port),
      },
    );
    servers.push(server);
    await waitForHealth(server, port, 90_000);

    // The server migrates, applies the functions and seeds (demo stays go through them) before it
    // listens: healthy means the SQL files were found.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite', demo: true });
    const page = await fetch(`http://127.0.0.1:${port}/user/properties`);
    expect(await page.text()).toContain('compiled');
  }, 150_000);
});

describe('building only what changed', () => {
  it('skips a build whose inputs are unchanged and rebuilds after a change', async () => {
    const dir = tempDir();
    const input = path.join(dir, 'src');
    fs.mkdirSync(input);
    fs.writeFileSync(path.join(input, 'a.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(input, 'a.test.ts'), 'test');
    const output = path.join(dir, 'out.js');
    const build = { name: 'sample', inputs: [input], output, stamp: path.join(dir, '.hash') };
    let runs = 0;
    const run = () => {
      runs += 1;
      fs.writeFileSync(output, String(runs));
    };

    expect(await ensureBuilt(build, run)).toBe(true);
    expect(await ensureBuilt(build, run)).toBe(false);
    // A test file is not an input of the build.
    fs.writeFileSync(path.join(input, 'a.test.ts'), 'another test');
    expect(await ensureBuilt(build, run)).toBe(false);

    fs.writeFileSync(path.join(input, 'a.ts'), 'export const a = 2;');
    expect(await ensureBuilt(build, run)).toBe(true);
    // A lost output is rebuilt even when the inputs match.
    fs.rmSync(output);
    expect(await ensureBuilt(build, run)).toBe(true);
    expect(runs).toBe(3);
  });
});
