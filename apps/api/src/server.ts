import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { refuseUnsafeProduction } from './config/production';
import { connectDatabase } from './db/client';
import { connectOptionsFromEnv } from './db/prepare';
import { prepareDatabase } from './seed/prepare';
import { resolveJwtSecret } from './lib/secrets';

// Process entry only: load env, prepare the database, build the app, listen, close gracefully.
// With API_WORKERS > 1 this process prepares the database once and then runs that many workers
// on the same port (node:cluster); each worker is a whole API.
const env = loadEnv();
refuseUnsafeProduction(env);

const runPrimary = async () => {
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

const runServer = async () => {
  // A cluster worker finds the database prepared by the primary.
  const database = cluster.isWorker
    ? await connectDatabase(connectOptionsFromEnv(env))
    : await prepareDatabase(env);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
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
  app.log.info(`Nestly is running at http://localhost:${env.PORT} (database: ${database.kind})`);
};

if (cluster.isPrimary && env.API_WORKERS > 1) await runPrimary();
else await runServer();
