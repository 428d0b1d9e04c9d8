import pg from 'pg';
import { addMonthsToDate, propertyFilterQuerySchema } from '@nestly/shared';
import {
  buildListedFilter,
  countStatement,
  listedPageStatement,
} from '../src/modules/properties/search-repo';
import { statementName } from '../src/db/sql-text';
import { percentile } from './support';

/**
 * The database's own ceiling for the search (issue 13): the very statements the API sends for the
 * benchmark's query mix (built by the same repo functions), sent straight to PostgreSQL from a
 * node-postgres pool with as many connections as the HTTP benchmark has clients, with no HTTP,
 * Fastify or serialisation in the way. The API's throughput divided by this one says where the
 * time goes: near 100 % the database is the limit, far below it the Node process is.
 *
 * Each statement is prepared, as the API prepares it (db/sql-text.ts). Each request sends the page query; the total is counted once per filter set up front, as the
 * API's count cache does (SEARCH_COUNT_CACHE_SECONDS outlasts a run).
 */
export const statementsForSearchPaths = (paths: string[]) =>
  paths.map((requestPath) => {
    const search = new URL(requestPath, 'http://bench').searchParams;
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(search.keys())) {
      const values = search.getAll(key);
      raw[key] = key === 'features' ? values : values[0]!;
    }
    const query = propertyFilterQuerySchema.parse(raw);
    const stayEnd =
      query.moveInDate && query.rentalPeriod
        ? addMonthsToDate(query.moveInDate, query.rentalPeriod)
        : null;
    const filter = buildListedFilter(query, stayEnd);
    return { page: listedPageStatement(filter, query), count: countStatement(filter) };
  });

export const measureSearchCeiling = async (options: {
  databaseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
}) => {
  const statements = statementsForSearchPaths(options.paths);
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  try {
    for (const { count } of statements) await pool.query(count.text, count.values);
    // Warm the connections and the planner as the API's warm-up does.
    await Promise.all(
      statements
        .slice(0, options.connections)
        .map(({ page }) => pool.query(page.text, page.values)),
    );
    const latencies: number[] = [];
    let next = 0;
    const stopAt = Date.now() + options.seconds * 1000;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const { page } = statements[next++ % statements.length]!;
        const started = performance.now();
        await pool.query({ name: statementName(page.text), text: page.text, values: page.values });
        latencies.push(performance.now() - started);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: options.connections }, worker));
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      queries: latencies.length,
    };
  } finally {
    await pool.end();
  }
};
