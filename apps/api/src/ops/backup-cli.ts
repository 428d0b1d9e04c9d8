import path from 'node:path';
import { loadEnv } from '../config/env';
import { describeErrorSafely } from '../lib/logging';
import { backupProduct } from './backup';

// npm run backup -- <dir>: a consistent copy of the database and the stored files (ops/backup.ts).
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run backup -- <empty folder>');
  process.exit(2);
}
try {
  await backupProduct(loadEnv(), path.resolve(dir), (line) => console.info(line));
  console.info(`backup written to ${path.resolve(dir)}`);
} catch (error) {
  console.error(`backup failed: ${describeErrorSafely(error)}`);
  process.exit(1);
}
