import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { DEMO_LISTINGS } from '../seed/demo-catalogue';
import {
  freePort,
  scratchDatabase,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';

// Issue 28: three API processes started at the same moment on a new PostgreSQL database all come
// up; migrations, the admin and the demo data are made once, under the start-up lock. Before it,
// the second crashed on a duplicate admin and printed the failed insert's values, the admin's
// password hash among them: no output may carry one. PostgreSQL only.
const serverUrl = process.env.DATABASE_URL!;
const database = scratchDatabase(serverUrl, 'nestly_starts');
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await database.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('concurrent starts on a new database', () => {
  it('brings three processes up together, with one admin and one set of demo data', async () => {
    const databaseUrl = await database.create();
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    for (const port of ports) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-starts-'));
      dataDirs.push(dataDir);
      servers.push(
        spawnServer({
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEMO: 'true',
          NESTLY_DEMO: 'true',
          DATABASE_POOL_SIZE: '4',
          JWT_SECRET: 'one-secret-shared-by-the-three-processes-here',
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'info',
        }),
      );
    }
    await Promise.all(
      servers.map((server, index) => waitForHealth(server, ports[index]!, 180_000)),
    );
    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string; email: string; count: string }>(
        `select role, email, count(*)::text as count from accounts group by role, email`,
      );
      expect(rows.filter((row) => row.role === 'admin')).toEqual([
        { role: 'admin', email: 'admin@nestly.local', count: '1' },
      ]);
      for (const demo of DEMO_ACCOUNTS) {
        expect(rows.find((row) => row.email === demo.email)?.count, demo.email).toBe('1');
      }
      const listings = await client.query<{ count: string }>(
        `select count(*)::text as count from properties`,
      );
      expect(Number(listings.rows[0]!.count)).toBe(DEMO_LISTINGS.length);
    } finally {
      await client.end();
    }
    for (const server of servers) {
      expect(server.output()).not.toContain('$argon2');
      expect(server.output()).not.toContain('could not start');
    }
  }, 300_000);
});
