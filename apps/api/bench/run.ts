/**
 * npm run bench: loads 100,000 generated properties into a fresh database (on the DATABASE_URL
 * server, or embedded PGlite), starts the real server as a separate process, and measures the
 * filtered search and GET /api/health at 50 concurrent connections with autocannon, then booking
 * throughput (50 tenants booking distinct homes from their wallets; bench/bookings.ts).
 * BENCH_ONLY=bookings, BENCH_ONLY=long-stays (1-month against 12-month stays), BENCH_ONLY=search or
 * BENCH_ONLY=dashboards runs one part; the dashboards
 * part first adds BENCH_BOOKINGS (200,000) bookings with their ledger (bench/seed-dashboard-data.ts)
 * and measures both dashboards (bench/dashboards.ts).
 * Results: docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase, migrateDatabase } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { features } from '../src/db/schema/index';
import { measure, prepareDatabase, startServer } from './bench-server';
import { measureBookings, measureLongStays } from './bookings';
import { measureBookingCeiling } from './booking-ceiling';
import { measureSearchCeiling } from './ceiling';
import { buildSearchPaths } from './search-mix';
import { measureChat } from './chat';
import { measureLiveDelivery } from './live';
import { measureDashboards } from './dashboards';
import { seedDashboardData } from './seed-dashboard-data';
import { BENCH_USER, seedBenchData } from './seed-bench-data';

const PROPERTY_COUNT = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const BOOKING_COUNT = Number(process.env.BENCH_BOOKINGS ?? 200_000);
const DASHBOARD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 4);

/** BENCH_REUSE_DB=true measures again on the database the last PostgreSQL run left (no reload). */
const REUSE_DB = process.env.BENCH_REUSE_DB === 'true';

/** The PostgreSQL server processes serving the bench database (chat bench: their CPU). */
const backendPids = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
};

const main = async () => {
  const { databaseUrl, dataDir } = await prepareDatabase(REUSE_DB);
  const kind = databaseUrl ? 'postgres' : 'pglite';
  console.info(`Loading ${PROPERTY_COUNT.toLocaleString('en-IN')} properties into ${kind}…`);
  const connectOptions = { databaseUrl, pgliteDataDir: path.join(dataDir, 'pglite') };
  const database = await connectDatabase(connectOptions);
  await migrateDatabase(connectOptions, database);
  const started = Date.now();
  if (!(REUSE_DB && databaseUrl)) await seedBenchData(database.db, PROPERTY_COUNT);
  const only = process.env.BENCH_ONLY;
  if ((only === undefined || only === 'dashboards') && !(REUSE_DB && databaseUrl)) {
    console.info(`Adding ${BOOKING_COUNT.toLocaleString('en-IN')} bookings with their ledger…`);
    await seedDashboardData(database.db, BOOKING_COUNT);
  }
  const featureRows = await database.db.select({ id: features.id }).from(features);
  const featureIds = featureRows.map((row) => row.id);
  // Homes a tenant can book: listed and free of reservations, in a shuffled order.
  const bookable = (
    (await database.db.execute(sql`select p.id, p.min_months as "minMonths",
        p.max_months as "maxMonths", o.email as "ownerEmail"
      from properties p join accounts o on o.id = p.owner_id
      where is_listed and not exists (select 1 from property_reservations r where r.property_id = p.id)
      order by md5(p.id::text) limit 40000`)) as unknown as {
      rows: { id: string; minMonths: number; maxMonths: number; ownerEmail: string }[];
    }
  ).rows;
  // The long-stay pass books its own homes, 10,000 of those that take both 1 and 12 months: the
  // other passes take theirs from the rest.
  const takesBoth = (home: { minMonths: number; maxMonths: number }) =>
    home.minMonths <= 1 && home.maxMonths >= 12;
  const longStayHomes = bookable.filter(takesBoth).slice(0, 10_000);
  const longStayIds = new Set(longStayHomes.map((home) => home.id));
  bookable.splice(0, bookable.length, ...bookable.filter((home) => !longStayIds.has(home.id)));
  console.info(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();

  const server = await startServer(PORT, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'false',
    // The project's own check: a demo, whatever NODE_ENV says.
    NESTLY_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    // One API process per core on PostgreSQL (the embedded database is single-process).
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
    API_WORKERS: process.env.BENCH_WORKERS ?? (databaseUrl ? String(os.cpus().length) : '1'),
  });
  try {
    const login = await fetch(`http://127.0.0.1:${PORT}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    if (!login.ok) throw new Error(`bench login failed: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const paths = buildSearchPaths(featureIds);

    // Warm up caches and the JIT before measuring.
    await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 10,
      duration: 3,
      headers: auth,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });

    if (only === 'chat' || (!only && process.env.REDIS_URL)) {
      const rates = (process.env.BENCH_CHAT_RATES ?? '100,200,300,400,500,600')
        .split(',')
        .map(Number);
      const chat = await measureChat({
        baseUrl: `http://127.0.0.1:${PORT}`,
        rates,
        secondsPerStep: Number(process.env.BENCH_CHAT_STEP_SECONDS ?? 4),
        serverGroupId: server.pid,
        databasePids: databaseUrl ? () => backendPids(databaseUrl) : undefined,
      });
      console.info(
        `\nChat (${kind}, ${process.env.REDIS_URL ? 'Redis adapter' : 'one process'}, ${process.env.BENCH_WORKERS ?? (databaseUrl ? os.cpus().length : 1)} API processes): ${chat.pairs} pairs, ${chat.sockets} sockets; send → receive latency by rate (target 500/s with p95 ≤ 100 ms, p99 ≤ 250 ms, none lost)`,
      );
      for (const step of chat.steps) {
        console.info(
          `  ${step.rate}/s: ${step.sent} sent, ${step.delivered} delivered, ${step.lost} lost, ${step.failed} failed; p50 ${step.p50} ms, p95 ${step.p95} ms, p99 ${step.p99} ms, max ${step.max} ms; client CPU ${step.clientCpu} % of a core, API ${step.apiCpu} %, PostgreSQL ${step.databaseCpu} %, its event loop delay p99 ${step.clientLoopDelayP99} ms; CPU ms per message: API ${step.cpuMsPerMessage.api}, PostgreSQL ${step.cpuMsPerMessage.database}, client ${step.cpuMsPerMessage.client}; load average ${step.loadAverage}`,
        );
        if (step.lost > 0 || step.failed > 0) process.exitCode = 1;
      }
      console.info(
        `  Highest rate with p95 ≤ 100 ms and nothing lost: ${chat.bestRate ?? 'none'}/s`,
      );
      if (only === 'chat') return;
    }
    if (only === 'live' || (!only && process.env.REDIS_URL)) {
      // The homes of 40 owners, booked from the end of the list (the booking bench takes the start).
      const listeners = new Set<string>();
      const homes = [...bookable].reverse().filter((home) => {
        if (listeners.size < 40) listeners.add(home.ownerEmail);
        return listeners.has(home.ownerEmail);
      });
      const rate = Number(process.env.BENCH_LIVE_RATE ?? 50);
      const live = await measureLiveDelivery({
        baseUrl: `http://127.0.0.1:${PORT}`,
        homes,
        bookingsPerSecond: rate,
        durationSeconds: DURATION_SECONDS,
      });
      console.info(
        `\nLive delivery (${kind}, ${process.env.REDIS_URL ? 'Redis adapter' : 'one process'}): ${live.bookings} bookings at ${live.rate}/s to ${live.owners} listening owners; ${live.delivered} notices delivered, ${live.lost} lost; write → owner's socket p50 ${live.p50} ms, p95 ${live.p95} ms, p99 ${live.p99} ms, max ${live.max} ms (target p95 ≤ 100, p99 ≤ 200); ${live.failed} bookings failed`,
      );
      if (live.lost > 0 || live.failed > 0) process.exitCode = 1;
      if (only === 'live') return;
    }
    if (only === undefined || only === 'dashboards') {
      const dashboards = await measureDashboards({
        baseUrl: `http://127.0.0.1:${PORT}`,
        seconds: DURATION_SECONDS,
        connections: DASHBOARD_CONNECTIONS,
      });
      // Other work on the machine moves these figures a lot: say how busy it was.
      console.info(
        `Load average while measuring: ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' / ')}`,
      );
      for (const [name, result] of Object.entries(dashboards)) {
        console.info(
          `Dashboard ${name} (${kind}, ${DASHBOARD_CONNECTIONS} clients): ${result.requests} answers, ${result.perSecond.toFixed(0)}/s; p50 ${result.p50} ms, p95 ${result.p95} ms (target ≤ 100), p99 ${result.p99} ms; ${result.errors} errors`,
        );
        if (result.errors > 0) process.exitCode = 1;
      }
      if (only === 'dashboards') return;
    }
    if (only !== 'search' && only !== 'long-stays') {
      const bookings = await measureBookings({
        baseUrl: `http://127.0.0.1:${PORT}`,
        properties: bookable,
        durationSeconds: DURATION_SECONDS,
        serverGroupId: server.pid,
        databasePids: databaseUrl ? () => backendPids(databaseUrl) : undefined,
      });
      console.info(
        `\nBookings (${kind}): ${bookings.confirmed} confirmed in ${bookings.seconds.toFixed(1)} s = ${bookings.perSecond.toFixed(0)} confirmed/s (target ≥ 300); per booking (save dates + wallet payment) p50 ${bookings.p50} ms, p99 ${bookings.p99} ms; ${bookings.failed} failed`,
      );
      console.info(
        `  CPU per booking: API ${bookings.cpuMsPerBooking.api} ms, PostgreSQL ${bookings.cpuMsPerBooking.database} ms, bench client ${bookings.cpuMsPerBooking.client} ms; load average ${bookings.loadAverage}`,
      );
      if (bookings.failed > 0) {
        console.info(`  failures by answer: ${JSON.stringify(bookings.failures)}`);
        process.exitCode = 1;
      }
      if (databaseUrl) {
        // The same statements straight to PostgreSQL, the API stopped so it takes no CPU meanwhile.
        process.kill(-server.pid!, 'SIGSTOP');
        try {
          const ceiling = await measureBookingCeiling({
            databaseUrl,
            properties: bookable.slice(bookings.used),
            seconds: DURATION_SECONDS,
          });
          console.info(
            `Database ceiling for the same booking statements (a pg pool of one connection per booker): ${ceiling.confirmed} confirmed, ${ceiling.perSecond.toFixed(0)}/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms; ${ceiling.failed} failed. The API reaches ${((bookings.perSecond / ceiling.perSecond) * 100).toFixed(0)} % of it.`,
          );
          if (ceiling.failed > 0) {
            console.info(`  ceiling failures: ${JSON.stringify(ceiling.failures)}`);
            process.exitCode = 1;
          }
        } finally {
          process.kill(-server.pid!, 'SIGCONT');
        }
      }
      if (only === 'bookings') return;
    }
    if (only === undefined || only === 'long-stays') {
      const stays = await measureLongStays({
        baseUrl: `http://127.0.0.1:${PORT}`,
        properties: longStayHomes,
        durationSeconds: DURATION_SECONDS,
        serverGroupId: server.pid,
        databasePids: databaseUrl ? () => backendPids(databaseUrl) : undefined,
      });
      console.info(
        `\nLong stays (${kind}): 1-month stays ${stays.oneMonth.toFixed(0)} confirmed/s, 12-month stays ${stays.twelveMonths.toFixed(0)} confirmed/s (${stays.ratioPercent} % of the 1-month rate; target at least 90 %); ${stays.failed} failed`,
      );
      if (stays.failed > 0) process.exitCode = 1;
      if (only === 'long-stays') return;
    }
    const endpoints = { port: PORT, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
    const health = await measure(endpoints, 'GET /api/health', ['/api/health'], {});
    const search = await measure(
      endpoints,
      'GET /api/user/property/filtered (mixed filters)',
      paths,
      auth,
    );
    const rows = [health, search].map((row) => ({
      endpoint: row.title,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'req/s': Math.round(row.rps),
      requests: row.total,
      errors: row.errors,
    }));
    console.info(
      `\nDatabase: ${kind}; ${PROPERTY_COUNT.toLocaleString('en-IN')} properties; ${CONNECTIONS} connections; ${DURATION_SECONDS} s each; ${os.cpus().length} cores; ${process.env.BENCH_WORKERS ?? (databaseUrl ? os.cpus().length : 1)} API processes`,
    );
    // eslint-disable-next-line no-console -- the table is the benchmark's report
    console.table(rows);
    const ratio = search.rps / health.rps;
    console.info(
      `Search throughput is ${(ratio * 100).toFixed(0)} % of health (target ≥ 40 %); search p99 ${search.p99} ms (target ≤ 60 ms)`,
    );
    if (databaseUrl) {
      // The same statements straight to PostgreSQL, the API stopped so it takes no CPU meanwhile.
      process.kill(-server.pid!, 'SIGSTOP');
      try {
        const ceiling = await measureSearchCeiling({
          databaseUrl,
          paths,
          connections: CONNECTIONS,
          seconds: DURATION_SECONDS,
        });
        console.info(
          `Database ceiling for the same search mix (${ceiling.queries} page queries from a pg pool of ${CONNECTIONS}): ${ceiling.perSecond.toFixed(0)}/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms. The API reaches ${((search.rps / ceiling.perSecond) * 100).toFixed(0)} % of it (target ≥ 70 %).`,
        );
      } finally {
        process.kill(-server.pid!, 'SIGCONT');
      }
    }
    if (health.errors + search.errors > 0) {
      console.error('Some requests failed: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    // The server drains its jobs (the last mails into DATA_DIR) as it stops: wait for it to exit,
    // at most 30 s, before removing its folder.
    const exited = new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve) : resolve(null),
    );
    process.kill(-server.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
};

await main();
// Nothing else should keep the process alive; make sure a stray handle cannot hang the run.
process.exit(process.exitCode ?? 0);
