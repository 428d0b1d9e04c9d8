import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free TCP port on this machine (the kernel's pick, released at once). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Settles with the exit code (or signal) when it ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (src/server.ts through tsx) as a child process with exactly `env` on top of
 * PATH: what `npm start` runs, minus the web build.
 */
export const spawnServer = (env: Record<string, string>): ServerProcess =>
  spawnNode(['--import', 'tsx', 'src/server.ts'], env);

/**
 * Node with `args` (from the API folder) and exactly `env` on top of PATH. The project's own test
 * servers are demos (NESTLY_DEMO=true) unless a test says otherwise.
 */
export const spawnNode = (args: string[], env: Record<string, string>): ServerProcess => {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', NESTLY_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => printed, exited };
};

/** Waits until GET /api/health answers 200 (or the process ends, or `timeoutMs` passes). */
export const waitForHealth = async (server: ServerProcess, port: number, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
};

/** The JSON log lines (pino) a server printed so far; other output is left out. */
export const logLinesOf = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string; [key: string]: unknown });

/** Whether a process of this id still runs (signal 0 only asks). */
export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls `check` until it holds or `timeoutMs` passes (then throws with `what`). */
export const waitUntil = async (check: () => boolean, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Settles with the exit, or with null when the process is still running after `timeoutMs`. */
export const exitWithin = (server: ServerProcess, timeoutMs: number) =>
  Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref()),
  ]);

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for a test that runs the real
 * server: `create` makes it and answers its URL, `drop` removes it (also when never made).
 */
export const scratchDatabase = (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    create: async () => {
      await onServer(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
};
