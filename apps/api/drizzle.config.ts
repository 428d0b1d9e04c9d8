import { defineConfig } from 'drizzle-kit';

// Generates versioned SQL migrations from src/db/schema; they are applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
