import { defineConfig } from 'vitest/config';

// Some files only mean something on one database. Rather than skipping their tests (which would
// read as "skipped" in every run), each pass leaves the other pass's files out.
const onPostgres = process.env.NESTLY_TEST_DB === 'postgres';
/** Real-server behaviour PGlite cannot show: row locks under 100 callers, SIGKILL, timeouts. */
const postgresOnly = [
  'src/modules/bookings/concurrency.test.ts',
  'src/test/crash-safety.test.ts',
  'src/db/timeouts.test.ts',
  'src/test/cluster.test.ts',
  'src/test/concurrent-starts.test.ts',
  'src/test/telemetry.test.ts',
];
/** Spawned servers that run on the embedded database whatever the pass: PostgreSQL would repeat them. */
const embeddedOnly = [
  'src/config/production.test.ts',
  'src/config/compiled-server.test.ts',
  'src/test/server-shutdown.test.ts',
];
/** Scale-out through Redis: runs whenever REDIS_URL is set (CI and `.ci/run` set it when Redis answers). */
const redisOnly = [
  'src/modules/auth/rate-limits-redis.test.ts',
  'src/plugins/realtime-redis.test.ts',
  'src/modules/chat/chat-redis.test.ts',
  'src/modules/auth/access-cache-redis.test.ts',
  'src/test/redis-readiness.test.ts',
  // (also PostgreSQL only, above: its pg spans need a server)
  'src/test/telemetry.test.ts',
];

/** nginx in front of three built API processes: its own stage of npm test (vitest.topology.config.ts). */
export const topologyTest = 'src/test/topology.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      topologyTest,
      ...(onPostgres ? embeddedOnly : postgresOnly),
      ...(process.env.REDIS_URL ? [] : redisOnly),
    ],
    environment: 'node',
    pool: 'forks',
    // A few tests build a second app (a fresh database and its migrations), as the hooks do: on a
    // busy machine that alone has taken over 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file builds its own app on a fresh database; files run in parallel on the 2 cores.
    maxWorkers: 2,
    // Files and tests in a random order each run: every test makes its own people and data (or
    // resets what it changes), so none leans on another having run first. A failing order is
    // replayed with the seed the run prints: `npx vitest run --sequence.seed=N`.
    sequence: { shuffle: true },
    // One more try for a test that fails (docs/decisions/036): the closing summary lists each one
    // that passed only on its second try, with its first error. Money races and rate limits on a
    // busy 2-core machine have slipped once in a run and passed every time alone.
    retry: 1,
  },
});
