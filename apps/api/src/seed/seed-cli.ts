import { loadEnv } from '../config/env';
import { prepareDatabase } from './prepare';

// npm run db:seed: migrate, create the admin and the demo data.
const env = loadEnv({ ...process.env, SEED_DEMO: 'true' });
const database = await prepareDatabase(env);
await database.close();
console.info(`seeded (${database.kind})`);
