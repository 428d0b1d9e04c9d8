import cluster from 'node:cluster';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadEnv, type Env } from './config/env';
import { demoModeNotice, refuseUnsafeProduction } from './config/production';
import { connectDatabase } from './db/client';
import { connectOptionsFromEnv } from './db/prepare';
import { describeErrorSafely } from './lib/logging';
import { connectRedis } from './lib/redis';
import { prepareDatabase } from './seed/prepare';
import { resolveJwtSecret } from './lib/secrets';

// Process entry only: load env, prepare the database, build the app, listen, close gracefully.
// With API_WORKERS > 1 this process prepares the database once and then runs that many workers
// on the same port (node:cluster); each worker is a whole API.

/** Lines in the log's JSON shape for the moments before the app (and its logger) exist. */
const startLog = (level: number) => (fields: object, msg: string) =>
  console.info(JSON.stringify({ level, time: Date.now(), pid: process.pid, ...fields, msg }));
const startLogger = { info: startLog(30), warn: startLog(40) };

/** A start that cannot go on: said in one safe message (never a failed query's values). */
const refuseToStart = (error: unknown): never => {
  // A bad set-up says what to change; anything else gets its (parameter-free) stack.
  const isSetUp = error instanceof Error && /^(Invalid environment|REDIS_URL:)/.test(error.message);
  console.error(`Nestly could not start: ${isSetUp ? error.message : describeErrorSafely(error)}`);
  process.exit(1);
};

const runPrimary = async (env: Env) => {
  // Checked once here: a worker that refused would be restarted for ever.
  if (env.REDIS_URL) (await connectRedis(env.REDIS_URL, startLogger)).disconnect();
  const database = await prepareDatabase(env);
  await database.close();
  // Made here, before any worker starts, so every worker signs with the same secret.
  resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  let stopping = false;
  for (let index = 0; index < env.API_WORKERS; index += 1) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API worker ${worker.process.pid} exited with ${code}; starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 10_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

const runServer = async (env: Env) => {
  // Redis first: a Redis that does not answer is refused before anything is written.
  const redis: Redis | undefined = env.REDIS_URL
    ? await connectRedis(env.REDIS_URL, startLogger)
    : undefined;
  // A cluster worker finds the database prepared by the primary.
  const database = cluster.isWorker
    ? await connectDatabase(connectOptionsFromEnv(env))
    : await prepareDatabase(env);
  const app = await buildApp({ env, database, redis });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const demo = demoModeNotice(env);
  if (demo) app.log.warn(demo);
  app.log.info(`Nestly is running at http://localhost:${env.PORT} (database: ${database.kind})`);
};

try {
  const env = loadEnv();
  refuseUnsafeProduction(env);
  if (cluster.isPrimary && env.API_WORKERS > 1) await runPrimary(env);
  else await runServer(env);
} catch (error) {
  refuseToStart(error);
}
