import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

// The benchmark's database and its API server, a separate process measured with autocannon.

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The database the bench drops and loads on the DATABASE_URL server (BENCH_DATABASE, default
 * `nestly_bench`), so that two benches on one server each keep their own. The databases others
 * use (the tests' `test`, the server's own) are refused: the bench would drop them.
 */
const benchDatabaseName = () => {
  const name = process.env.BENCH_DATABASE ?? 'nestly_bench';
  if (
    !/^[a-z_][a-z0-9_]*$/.test(name) ||
    ['test', 'postgres'].includes(name) ||
    name.startsWith('template')
  ) {
    throw new Error(`BENCH_DATABASE=${name}: choose a database of the bench's own (it is dropped)`);
  }
  return name;
};

/** A fresh database; with `reuse` (BENCH_REUSE_DB=true), the one the last PostgreSQL run left. */
export const prepareDatabase = async (reuse: boolean) => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = benchDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    if (!reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-bench-')),
    };
  }
  return {
    databaseUrl: undefined,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-bench-')),
  };
};

export const startServer = (port: number, env: Record<string, string | undefined>) =>
  new Promise<ChildProcess>((resolve, reject) => {
    // tsx directly (not through npx) and in its own process group, so stopping the group stops the
    // server itself: a leftover server would hold the port and be measured by the next run.
    const child = spawn(
      process.execPath,
      [
        // BENCH_CPU_PROF=dir writes a V8 CPU profile of the API process there (on shutdown); tsx
        // is loaded in-process then, so the profile is the server's and not tsx's launcher.
        ...(process.env.BENCH_CPU_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--import', 'tsx']
          : [path.join(here, '../../../node_modules/tsx/dist/cli.mjs')]),
        path.join(here, '../src/server.ts'),
      ],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      },
    );
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    const poll = setInterval(async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve(child);
        }
      } catch {
        // not up yet
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });

export interface MeasureOptions {
  port: number;
  connections: number;
  durationSeconds: number;
}

export const measure = async (
  { port, connections, durationSeconds }: MeasureOptions,
  title: string,
  paths: string[],
  headers: Record<string, string>,
) => {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationSeconds,
    headers,
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    title,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: result.requests.total,
    errors,
  };
};
