/**
 * Which searches of the bench mix cost PostgreSQL the most: each statement of the mix run alone on
 * the bench database (`nestly_bench`, left by `npm run bench` on DATABASE_URL), slowest first.
 * Usage: DATABASE_URL=… npx tsx bench/slowest-searches.ts
 */
import pg from 'pg';
import { features } from '../src/db/schema/index';
import { connectDatabase } from '../src/db/client';
import { statementsForSearchPaths } from './ceiling';
import { buildSearchPaths } from './search-mix';

const url = new URL(process.env.DATABASE_URL!);
url.pathname = '/nestly_bench';
const database = await connectDatabase({ databaseUrl: url.toString() });
const featureIds = (await database.db.select({ id: features.id }).from(features)).map(
  (row) => row.id,
);
await database.close();
const paths = buildSearchPaths(featureIds);
const statements = statementsForSearchPaths(paths);
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const timings: { ms: number; path: string }[] = [];
for (const [index, { page }] of statements.entries()) {
  await client.query(page.text, page.values);
  const started = performance.now();
  await client.query(page.text, page.values);
  timings.push({ ms: performance.now() - started, path: paths[index]!.split('?')[1]! });
}
await client.end();
timings.sort((a, b) => b.ms - a.ms);
const total = timings.reduce((sum, row) => sum + row.ms, 0);
console.info(`${timings.length} searches, ${total.toFixed(0)} ms in all; the slowest:`);
for (const row of timings.slice(0, 15))
  console.info(`${row.ms.toFixed(1).padStart(7)} ms  ${row.path}`);
