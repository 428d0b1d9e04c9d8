import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { prepareDatabase } from './db/prepare';

// Process entry only: load env, prepare the database, build the app, listen, close gracefully.
const env = loadEnv();
const database = await prepareDatabase(env);
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
