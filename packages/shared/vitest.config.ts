import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Files and tests in a random order each run, so none leans on another having run first; a
  // failing order is replayed with the printed seed: `npx vitest run --sequence.seed=N`.
  test: { include: ['src/**/*.test.ts'], sequence: { shuffle: true } },
});
