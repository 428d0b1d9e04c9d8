import { loadEnv } from '../config/env';
import { connectDatabase, migrateDatabase } from './client';
import { connectOptionsFromEnv } from './prepare';

// npm run db:migrate: apply migrations without starting the server.
const env = loadEnv();
const options = connectOptionsFromEnv(env);
const database = await connectDatabase(options);
await migrateDatabase(options, database);
await database.close();
console.info(`migrations applied (${database.kind})`);
