import path from 'node:path';
import { loadEnv } from '../config/env';
import { describeErrorSafely } from '../lib/logging';
import { restoreProduct } from './backup';

// npm run restore -- <dir>: a backup into an empty database and empty storage (ops/backup.ts).
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
try {
  await restoreProduct(loadEnv(), path.resolve(dir), (line) => console.info(line));
  console.info(`restored from ${path.resolve(dir)}; start the server as usual`);
} catch (error) {
  console.error(`restore failed: ${describeErrorSafely(error)}`);
  process.exit(1);
}
