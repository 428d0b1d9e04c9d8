// The modules' database functions (db/module-functions.ts) against the Drizzle tables: every
// column a function names exists, every INSERT lists the columns its table requires, and a
// function that copies a whole row (`jsonb_populate_record(NULL::<table>, …)`) lists every column,
// so a column added to a table without an edit of the function fails here, not in production.
// Then: the loader applies them after the migrations (and again, unchanged), and no migration
// written after this change defines a function.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers/test-database';
import type { Database } from './client';
import { applyModuleFunctions, readModuleFunctions, type ModuleFunction } from './module-functions';
import * as schema from './schema/index';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

interface TableColumns {
  all: string[];
  /** What an INSERT must give: NOT NULL, no default, not generated. */
  required: string[];
  /** What an INSERT may give (generated columns are the database's). */
  insertable: string[];
}

const tables = new Map<string, TableColumns>();
for (const value of Object.values(schema)) {
  if (!is(value, PgTable)) continue;
  const columns = Object.entries(getTableColumns(value)).map(([key, column]) => ({
    name: column.keyAsName ? snakeCase(key) : column.name,
    generated: Boolean(column.generated || column.generatedIdentity),
    required: column.notNull && !column.hasDefault && !column.generatedIdentity,
  }));
  tables.set(getTableName(value), {
    all: columns.map((column) => column.name),
    required: columns.filter((column) => column.required).map((column) => column.name),
    insertable: columns.filter((column) => !column.generated).map((column) => column.name),
  });
}

/** PostgreSQL's own columns of every row. */
const SYSTEM_COLUMNS = new Set(['xmin', 'xmax', 'ctid', 'cmin', 'cmax', 'tableoid']);

const withoutComments = (text: string) => text.replace(/--[^\n]*/g, '');
const names = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);

interface Insert {
  table: string;
  columns: string[];
}

const insertsOf = (body: string): Insert[] =>
  [...body.matchAll(/\bINSERT\s+INTO\s+(\w+)(?:\s+AS\s+\w+)?\s*\(([^)]*)\)/gi)].map((match) => ({
    table: match[1]!,
    columns: names(match[2]!),
  }));

/** `alias.column` references whose alias (or name) is a known table, with that table. */
const qualifiedReferences = (body: string) => {
  const aliases = new Map<string, string>();
  for (const match of body.matchAll(
    /\b(?:FROM|JOIN|UPDATE|INTO)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi,
  )) {
    const [, table, alias] = match;
    if (!tables.has(table!)) continue;
    aliases.set(table!, table!);
    const keyword = alias?.toUpperCase();
    if (
      alias &&
      !['WHERE', 'SET', 'ON', 'USING', 'VALUES', 'SELECT', 'LEFT', 'JOIN'].includes(keyword!)
    )
      aliases.set(alias, table!);
  }
  return [...body.matchAll(/\b(\w+)\.("?\w+"?)/g)]
    .filter((match) => aliases.has(match[1]!))
    .map((match) => ({
      table: aliases.get(match[1]!)!,
      column: match[2]!.replace(/"/g, ''),
      text: match[0],
    }));
};

/**
 * The columns an UPDATE sets, with the table it updates; for ON CONFLICT … DO UPDATE, the table of
 * the INSERT it belongs to (the nearest before it).
 */
const updatesOf = (body: string) =>
  [
    ...body.matchAll(
      /\b(?:UPDATE\s+(\w+)(?:\s+\w+)?|DO\s+UPDATE)\s+SET\s+([\s\S]*?)(?:\bWHERE\b|\bFROM\b|\bRETURNING\b|;|\)\s*,|\)\s*$)/gi,
    ),
  ].map((match) => ({
    table: match[1] ?? insertsOf(body.slice(0, match.index)).at(-1)?.table ?? '(no INSERT)',
    columns: [...match[2]!.matchAll(/(?:^|,)\s*(\w+)\s*=/g)].map((set) => set[1]!),
  }));

const functions = readModuleFunctions();

describe('the modules’ database functions', () => {
  it('are the seven the write paths call, each in its owner’s sql/ folder', () => {
    expect(functions.map((fn) => `${fn.module}/${fn.file}`)).toEqual([
      'bookings/booking_insert.sql',
      'bookings/booking_instalments_insert.sql',
      'bookings/wallet_booking_place.sql',
      'chat/chat_send_message.sql',
      'ledger/ledger_post.sql',
      'notifications/notices_insert.sql',
      'notifications/raise_message_notice.sql',
    ]);
  });

  it.each(functions.map((fn) => [`${fn.module}/${fn.file}`, fn] as const))(
    '%s is one CREATE OR REPLACE FUNCTION named as its file',
    (_name, fn: ModuleFunction) => {
      const body = withoutComments(fn.text);
      const created = [...body.matchAll(/\bCREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+(\w+)/gi)];
      expect(created).toHaveLength(1);
      expect(created[0]![1], 'written CREATE OR REPLACE').toBeDefined();
      expect(`${created[0]![2]}.sql`).toBe(fn.file);
    },
  );

  it.each(functions.map((fn) => [`${fn.module}/${fn.file}`, fn] as const))(
    '%s names only columns its tables have, and every column an INSERT needs',
    (_name, fn: ModuleFunction) => {
      const body = withoutComments(fn.text);
      const inserts = insertsOf(body);
      for (const insert of inserts) {
        const table = tables.get(insert.table);
        expect(table, `${insert.table} is a Drizzle table`).toBeDefined();
        expect(
          insert.columns.filter((column) => !table!.insertable.includes(column)),
          `columns ${insert.table} does not have (or generates itself)`,
        ).toEqual([]);
        expect(
          table!.required.filter((column) => !insert.columns.includes(column)),
          `required columns of ${insert.table} the INSERT leaves out`,
        ).toEqual([]);
      }
      for (const update of updatesOf(body)) {
        const table = tables.get(update.table);
        expect(table, `${update.table} is a Drizzle table`).toBeDefined();
        expect(update.columns.filter((column) => !table!.all.includes(column))).toEqual([]);
      }
      for (const reference of qualifiedReferences(body)) {
        const known =
          tables.get(reference.table)!.all.includes(reference.column) ||
          SYSTEM_COLUMNS.has(reference.column);
        expect(known, `${reference.text}: ${reference.table} has no ${reference.column}`).toBe(
          true,
        );
      }
    },
  );

  it('copy a whole row with every column of its table, in the table’s order', () => {
    let wholeRows = 0;
    for (const fn of functions) {
      const body = withoutComments(fn.text);
      for (const [, table] of body.matchAll(/jsonb_populate_record\s*\(\s*NULL::(\w+)/gi)) {
        wholeRows += 1;
        const insert = insertsOf(body).find((candidate) => candidate.table === table);
        expect(insert, `${fn.file} inserts the ${table} row it copies`).toBeDefined();
        expect(insert!.columns, `${fn.file}: the columns of ${table}`).toEqual(
          tables.get(table!)!.insertable,
        );
        // The SELECT that feeds it names the same columns.
        const select = body
          .slice(body.indexOf(`INSERT INTO ${table}`))
          .match(/\)\s*SELECT\s+([\s\S]*?)\s+FROM\b/i);
        expect(names(select![1]!), `${fn.file}: what it selects for ${table}`).toEqual(
          insert!.columns,
        );
      }
    }
    expect(wholeRows).toBeGreaterThan(0);
  });

  it('the check itself catches a column the table lacks and a required one left out', () => {
    const inserts = insertsOf('INSERT INTO booking_events (id, booking_id, nickname) SELECT 1');
    const table = tables.get('booking_events')!;
    expect(inserts[0]!.columns.filter((column) => !table.insertable.includes(column))).toEqual([
      'nickname',
    ]);
    expect(table.required.filter((column) => !inserts[0]!.columns.includes(column))).toContain(
      'to_status',
    );
    expect(qualifiedReferences('SELECT 1 FROM bookings b WHERE b.nickname = 1')).toEqual([
      { table: 'bookings', column: 'nickname', text: 'b.nickname' },
    ]);
  });
});

describe('migrations', () => {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  /** The last migration written before functions moved to their modules (issue 24). */
  const LAST_WITH_FUNCTIONS = 13;

  it('written after the move define no function (they live in modules/<owner>/sql/)', () => {
    const later = readdirSync(folder)
      .filter((file) => /^\d{4}_.*\.sql$/.test(file))
      .filter((file) => Number(file.slice(0, 4)) > LAST_WITH_FUNCTIONS);
    for (const file of later) {
      const text = withoutComments(readFileSync(path.join(folder, file), 'utf8'));
      expect(text, file).not.toMatch(/\bCREATE\s+(OR\s+REPLACE\s+)?FUNCTION\b/i);
    }
  });
});

describe('the loader', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const definitionOf = async (name: string) => {
    const result = await database.db.execute(
      sql`select pg_get_functiondef(p.oid) as definition from pg_proc p where p.proname = ${name}`,
    );
    return (result as unknown as { rows: { definition: string }[] }).rows.map(
      (row) => row.definition,
    );
  };

  it('applied every function after the migrations, the file’s body as it is', async () => {
    for (const fn of functions) {
      const definitions = await definitionOf(fn.file.replace(/\.sql$/, ''));
      expect(definitions, fn.file).toHaveLength(1);
      const body = fn.text.slice(fn.text.indexOf('$$') + 2, fn.text.lastIndexOf('$$'));
      expect(definitions[0]).toContain(body.trim());
    }
  });

  it('applies them again unchanged (each start does), and a failing file changes nothing', async () => {
    await applyModuleFunctions(database.db);
    const before = await definitionOf('booking_insert');
    const broken: ModuleFunction = {
      module: 'bookings',
      file: 'booking_insert.sql',
      text: 'CREATE OR REPLACE FUNCTION booking_insert(booking jsonb, event_id uuid, event_reason text) RETURNS void LANGUAGE sql AS $$ SELECT no_such_column FROM bookings $$',
    };
    await expect(
      applyModuleFunctions(database.db, [
        functions.find((fn) => fn.file === 'ledger_post.sql')!,
        broken,
      ]),
    ).rejects.toThrow('modules/bookings/sql/booking_insert.sql failed to apply');
    expect(await definitionOf('booking_insert')).toEqual(before);
  });
});
