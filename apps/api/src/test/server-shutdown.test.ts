import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exitWithin,
  freePort,
  logLinesOf,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';

// The real server (src/server.ts) on its embedded database, stopped the way a process manager
// stops it: it closes the app and the database and exits 0, and its data opens again afterwards.
// Several workers need PostgreSQL: cluster.test.ts.
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const startServer = async (dataDir: string, port: number) => {
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  servers.push(server);
  await waitForHealth(server, port, 90_000);
  return server;
};

describe('graceful shutdown of one API process', () => {
  it('exits 0 on SIGTERM and on SIGINT, leaving its database whole', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-shutdown-'));
    dataDirs.push(dataDir);
    const port = await freePort();

    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      // The second start opens the data the first one closed.
      const server = await startServer(dataDir, port);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'pglite', demo: true });

      server.child.kill(signal);
      expect(await exitWithin(server, 15_000), server.output()).toEqual({
        code: 0,
        signal: null,
      });
      expect(logLinesOf(server).some((line) => line.msg === 'shutting down')).toBe(true);
      expect(logLinesOf(server).find((line) => line.msg === 'shutting down')).toMatchObject({
        signal,
      });
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    }
  }, 240_000);
});
