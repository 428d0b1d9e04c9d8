import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * A database function kept by the module that owns its tables, in
 * `modules/<module>/sql/<name>.sql`, written `CREATE OR REPLACE FUNCTION` (STYLE.md, "Database
 * functions belong to their module"). The migrations hold tables, indexes and constraints; these
 * files are applied after them, on every start and by `npm run db:migrate`, so changing a function
 * is an edit of its one file.
 */
export interface ModuleFunction {
  module: string;
  /** The file's name, `<function name>.sql`. */
  file: string;
  text: string;
}

/** The bundle has no source folder to read: scripts/build.mjs writes the files in at build time. */
declare const __NESTLY_MODULE_FUNCTIONS__: readonly ModuleFunction[] | undefined;

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/** Every `modules/*\/sql/*.sql`, by module then file name (the order they are applied in). */
export const readModuleFunctions = (modulesDir = MODULES_DIR): ModuleFunction[] =>
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((module) => {
      const folder = path.join(modulesDir, module, 'sql');
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((file) => ({ module, file, text: readFileSync(path.join(folder, file), 'utf8') }));
    });

/** The functions this build carries: embedded in the bundle, read from the sources otherwise. */
export const listModuleFunctions = (): ModuleFunction[] =>
  typeof __NESTLY_MODULE_FUNCTIONS__ !== 'undefined'
    ? [...__NESTLY_MODULE_FUNCTIONS__]
    : readModuleFunctions();

/**
 * Applies every module's functions in one transaction: a file that fails leaves the functions as
 * they were (and the start fails, naming the file). Each file is one `CREATE OR REPLACE FUNCTION`
 * statement; PostgreSQL checks an SQL-language body against the tables as it is created, a PL/pgSQL
 * one only when it runs (module-functions.test.ts holds their column lists to the tables). Changing
 * a function's parameters or its result type is not a replace: a migration drops the old one first.
 * The caller holds the migration lock when several processes may start at once.
 */
export const applyModuleFunctions = async (
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  functions: readonly ModuleFunction[] = listModuleFunctions(),
) => {
  await db.transaction(async (tx) => {
    for (const fn of functions) {
      try {
        await tx.execute(sql.raw(fn.text));
      } catch (error) {
        throw new Error(`modules/${fn.module}/sql/${fn.file} failed to apply`, { cause: error });
      }
    }
  });
};
