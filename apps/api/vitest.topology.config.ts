import { defineConfig } from 'vitest/config';
import { topologyTest } from './vitest.config';

// The topology test alone (scripts/test.sh runs it after the build, when PostgreSQL, Redis and
// nginx are there): nginx in front of three API processes started from the build.
export default defineConfig({
  test: {
    include: [topologyTest],
    environment: 'node',
    pool: 'forks',
    testTimeout: 420_000,
    hookTimeout: 120_000,
  },
});
