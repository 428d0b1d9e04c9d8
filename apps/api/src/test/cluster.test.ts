import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exitWithin,
  freePort,
  isRunning,
  logLinesOf,
  scratchDatabase,
  spawnServer,
  waitForHealth,
  waitUntil,
  type ServerProcess,
} from './helpers/server-process';

// API_WORKERS=2 (src/server.ts): the primary prepares the database once, then runs two workers on
// one port (node:cluster), starts another when one dies, and on SIGTERM stops them all and exits 0.
// PostgreSQL only: more than one process needs a database server (config/env).
const serverUrl = process.env.DATABASE_URL!;
const database = scratchDatabase(serverUrl, 'nestly_cluster');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-cluster-'));
let server: ServerProcess | null = null;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The process ids of the workers that said they listen, in order. */
const listeningWorkers = (process: ServerProcess) =>
  logLinesOf(process)
    .filter((line) => line.msg.startsWith('Nestly is running'))
    .map((line) => line.pid);

describe('the API as a cluster of workers', () => {
  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const databaseUrl = await database.create();
    const port = await freePort();
    server = spawnServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      API_WORKERS: '2',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const primary = server.child.pid!;
    await waitForHealth(server, port, 90_000);
    await waitUntil(() => listeningWorkers(server!).length === 2, 'two workers listening');
    const workers = listeningWorkers(server);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(primary);
    for (let call = 0; call < 6; call += 1) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'postgres', demo: true });
    }

    // A worker that dies is replaced; the port keeps answering meanwhile.
    process.kill(workers[0]!, 'SIGKILL');
    await waitUntil(() => listeningWorkers(server!).length === 3, 'a replacement worker');
    const replacement = listeningWorkers(server).at(-1)!;
    expect(workers).not.toContain(replacement);
    expect(server.output()).toContain(`API worker ${workers[0]} exited`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // SIGTERM: every worker closes its app and database, then the primary exits 0.
    const running = [workers[1]!, replacement];
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 20_000), server.output()).toEqual({ code: 0, signal: null });
    const closed = logLinesOf(server)
      .filter((line) => line.msg === 'shutting down')
      .map((line) => line.pid);
    expect(closed.sort()).toEqual([...running].sort());
    for (const pid of running) expect(isRunning(pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 240_000);
});
