import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../config/env';
import { connectDatabase, type Database } from '../db/client';
import { createStorage } from '../lib/create-storage';
import { createUser, loginAdmin } from '../test/factories/accounts';
import { bookByWallet, createBookableHome, daysFromNow } from '../test/factories/bookings';
import { rowsOf } from '../test/factories/ledger';
import { buildTestApp } from '../test/helpers/build-test-app';
import { startLocalS3, type LocalS3 } from '../test/helpers/local-s3';
import { scratchDatabase } from '../test/helpers/server-process';
import { backupProduct, restoreProduct } from './backup';

// Issue 28: `npm run backup` then `npm run restore` into an empty database and empty storage gives
// back the same people, bookings, ledger sums and files. On PostgreSQL (pg_dump/pg_restore, custom
// format) with S3 storage (the in-process S3 stand-in); on the embedded pass, the PGlite data
// folder's own dump with the local uploads folder. Both adapters and both databases are covered.
const onPostgres = process.env.NESTLY_TEST_DB === 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** What must come back: people, bookings, every ledger account's sum, and every file's bytes. */
const snapshot = async (database: Database, env: Env) => {
  const people = await rowsOf(
    database.db,
    sql`select role, email, status from accounts order by role, email`,
  );
  const bookings = await rowsOf(
    database.db,
    sql`select id, status, total::text as total from bookings order by id`,
  );
  const ledger = await rowsOf(
    database.db,
    sql`select a.kind, a.holder_id as holder, coalesce(sum(e.amount), 0)::text as sum
        from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
        group by a.id, a.kind, a.holder_id order by a.kind, a.holder_id`,
  );
  const storage = await createStorage(env);
  const files: Record<string, number> = {};
  try {
    for await (const key of storage.listKeys()) {
      let bytes = 0;
      for await (const chunk of await storage.read(key)) bytes += (chunk as Buffer).length;
      files[key] = bytes;
    }
  } finally {
    await storage.close?.();
  }
  return { people, bookings, ledger, files };
};

describe('backup and restore', () => {
  it('round-trips people, bookings, ledger sums and files into an empty database and storage', async () => {
    let s3: LocalS3 | null = null;
    let storageEnv: Record<string, string> = {};
    let targetStorageEnv: Record<string, string> = {};
    if (onPostgres) {
      s3 = await startLocalS3();
      cleanups.push(() => s3!.close());
      storageEnv = s3.envFor('source');
      targetStorageEnv = s3.envFor('restored');
    }
    const t = await buildTestApp(storageEnv, { embeddedOnDisk: true });
    cleanups.push(() => fs.rmSync(t.dataDir, { recursive: true, force: true }));
    const admin = await loginAdmin(t.app);
    const { property } = await createBookableHome(t.app, t.mailer, admin);
    const tenant = await createUser(t.app, t.mailer);
    await bookByWallet(t.app, tenant, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    await t.app.close();

    const sourceEnv = loadEnv({
      DATA_DIR: t.dataDir,
      ...storageEnv,
      ...(onPostgres && { DATABASE_URL: (t.database as { url?: string }).url! }),
    });
    const before = await snapshot(t.database, sourceEnv);
    expect(before.bookings).toHaveLength(1);
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(before.files).some((key) => key.startsWith('private/'))).toBe(true);
    // The embedded database belongs to one process: the backup opens it once the app has closed.
    if (!onPostgres) await t.database.close();

    const backupDir = tempDir('nestly-backup-');
    const lines: string[] = [];
    const manifest = await backupProduct(sourceEnv, backupDir, (line) => lines.push(line));
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.files.count).toBe(Object.keys(before.files).length);
    expect(fs.existsSync(path.join(backupDir, manifest.database.file))).toBe(true);
    if (onPostgres) {
      // pg_dump's custom format starts with its magic.
      const head = fs.readFileSync(path.join(backupDir, manifest.database.file)).subarray(0, 5);
      expect(head.toString()).toBe('PGDMP');
    }
    // A backup never goes over another.
    await expect(backupProduct(sourceEnv, backupDir, () => undefined)).rejects.toThrow('not empty');

    const targetDir = tempDir('nestly-restored-');
    const target = onPostgres ? scratchDatabase(process.env.DATABASE_URL!, 'nestly_restore') : null;
    if (target) cleanups.push(() => target.drop());
    const targetEnv = loadEnv({
      DATA_DIR: targetDir,
      ...targetStorageEnv,
      ...(target && { DATABASE_URL: await target.create() }),
    });
    await restoreProduct(targetEnv, backupDir, (line) => lines.push(line));
    const restored = await connectDatabase(
      target
        ? { databaseUrl: targetEnv.DATABASE_URL, poolSize: 2 }
        : { pgliteDataDir: path.join(targetDir, 'pglite') },
    );
    try {
      expect(await snapshot(restored, targetEnv)).toEqual(before);
    } finally {
      await restored.close();
    }
    // A restore goes only into an empty database and storage.
    await expect(restoreProduct(targetEnv, backupDir, () => undefined)).rejects.toThrow(
      'not empty',
    );
    if (onPostgres) await t.database.close();
    expect(lines.join('\n')).toMatch(/files: \d+ restored/);
  }, 180_000);
});
