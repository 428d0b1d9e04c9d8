import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Env } from '../config/env';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from '../db/client';
import { connectOptionsFromEnv } from '../db/prepare';
import { createStorage } from '../lib/create-storage';
import type { Storage } from '../lib/storage';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>` (PRODUCT.md, Running it in production;
 * docs/deploy.md, Backups). A backup folder holds:
 * - `database.dump`: PostgreSQL's custom format (pg_dump -Fc), one consistent snapshot, or
 *   `embedded-database.tar.gz`: the embedded database's data folder (PGlite's own dump; the
 *   server must be stopped, PGlite belongs to one process);
 * - `files/<key>`: every stored file (the local folder or the S3 bucket, whichever is configured);
 * - `manifest.json`: what is there, checked by the restore.
 * Files are copied before and after the database dump, so every file the dump refers to is there
 * (decision 029); a restore goes only into an empty database and empty storage.
 */

export const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'database.dump';
const EMBEDDED_DUMP = 'embedded-database.tar.gz';
const FILES = 'files';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; bytes: number };
  files: { count: number; bytes: number };
}

type Say = (line: string) => void;

/** The connection of a PostgreSQL tool: the URL without its password, which goes by PGPASSWORD. */
const postgresToolEnv = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    target: url.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
};

const runTool = (tool: string, args: string[], env: NodeJS.ProcessEnv) => {
  const result = spawnSync(tool, args, {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client) of the server's major version or newer`,
    );
  }
  if (result.status !== 0) {
    throw new Error(`${tool} failed (exit ${result.status}): ${result.stderr.trim()}`);
  }
};

const isEmptyFolder = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Copies every stored key not in `copied` into `filesDir`; answers the bytes copied. */
const copyStoredFiles = async (storage: Storage, filesDir: string, copied: Set<string>) => {
  let bytes = 0;
  for await (const key of storage.listKeys()) {
    if (copied.has(key)) continue;
    const target = path.join(filesDir, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(await storage.read(key), fs.createWriteStream(target));
    bytes += fs.statSync(target).size;
    copied.add(key);
  }
  return bytes;
};

/** Writes a consistent copy of the database and the stored files into the empty folder `dir`. */
export const backupProduct = async (env: Env, dir: string, say: Say): Promise<BackupManifest> => {
  if (!isEmptyFolder(dir)) throw new Error(`${dir} is not empty: back up into a new folder`);
  fs.mkdirSync(path.join(dir, FILES), { recursive: true });
  const storage = await createStorage(env);
  try {
    const copied = new Set<string>();
    let fileBytes = await copyStoredFiles(storage, path.join(dir, FILES), copied);
    let database: BackupManifest['database'];
    if (env.DATABASE_URL) {
      const { target, env: toolEnv } = postgresToolEnv(env.DATABASE_URL);
      runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(dir, POSTGRES_DUMP)}`,
          `--dbname=${target}`,
        ],
        toolEnv,
      );
      database = { kind: 'postgres', file: POSTGRES_DUMP, bytes: 0 };
    } else {
      const dump = await dumpEmbeddedDatabase(connectOptionsFromEnv(env).pgliteDataDir!);
      fs.writeFileSync(path.join(dir, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()));
      database = { kind: 'pglite', file: EMBEDDED_DUMP, bytes: 0 };
    }
    database.bytes = fs.statSync(path.join(dir, database.file)).size;
    say(`database (${database.kind}): ${database.file}, ${database.bytes} bytes`);
    // Files stored while the database was dumped, which the dump may refer to.
    fileBytes += await copyStoredFiles(storage, path.join(dir, FILES), copied);
    say(`files: ${copied.size} (${fileBytes} bytes) from ${env.STORAGE_URL ?? 'DATA_DIR/uploads'}`);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database,
      files: { count: copied.size, bytes: fileBytes },
    };
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await storage.close?.();
  }
};

/** Every file under `dir`, as storage keys (forward slashes). */
const listFiles = (root: string, dir = root): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return entry.isFile() ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });

const assertEmptyPostgres = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*)::text as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.count !== '0') {
      throw new Error('the database is not empty: restore into a new database (createdb)');
    }
  } finally {
    await client.end();
  }
};

const assertEmptyStorage = async (storage: Storage, where: string) => {
  for await (const key of storage.listKeys()) {
    throw new Error(
      `the storage (${where}) is not empty (it holds ${key}): restore into empty storage`,
    );
  }
};

/** Puts a backup made by `backupProduct` into an empty database and empty storage. */
export const restoreProduct = async (env: Env, dir: string, say: Say): Promise<BackupManifest> => {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} holds no ${MANIFEST}: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const filesDir = path.join(dir, FILES);
  const keys = fs.existsSync(filesDir) ? listFiles(filesDir) : [];
  if (keys.length !== manifest.files.count) {
    throw new Error(`the backup lists ${manifest.files.count} files but holds ${keys.length}`);
  }
  const wantsPostgres = Boolean(env.DATABASE_URL);
  if (wantsPostgres !== (manifest.database.kind === 'postgres')) {
    throw new Error(
      `this is a backup of ${manifest.database.kind === 'postgres' ? 'PostgreSQL: set DATABASE_URL' : 'the embedded database: unset DATABASE_URL'} to restore it`,
    );
  }
  const storage = await createStorage(env);
  try {
    const where = env.STORAGE_URL ?? 'DATA_DIR/uploads';
    // Both checked before anything is written.
    await assertEmptyStorage(storage, where);
    if (env.DATABASE_URL) await assertEmptyPostgres(env.DATABASE_URL);
    if (env.DATABASE_URL) {
      const { target, env: toolEnv } = postgresToolEnv(env.DATABASE_URL);
      runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${target}`,
          path.join(dir, manifest.database.file),
        ],
        toolEnv,
      );
    } else {
      const dump = fs.readFileSync(path.join(dir, manifest.database.file));
      await restoreEmbeddedDatabase(connectOptionsFromEnv(env).pgliteDataDir!, new Blob([dump]));
    }
    say(`database (${manifest.database.kind}) restored from ${manifest.database.file}`);
    for (const key of keys) await storage.put(key, fs.readFileSync(path.join(filesDir, key)));
    say(`files: ${keys.length} restored into ${where}`);
    return manifest;
  } finally {
    await storage.close?.();
  }
};
