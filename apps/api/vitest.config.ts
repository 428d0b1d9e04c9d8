import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on a fresh database; files run in parallel on the 2 cores.
    maxWorkers: 2,
  },
});
