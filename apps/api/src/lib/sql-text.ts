import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/client';

/**
 * Plain parameterised SQL for the few hot queries where Drizzle's per-call query building and
 * result mapping cost more than PostgreSQL takes to answer (docs/performance.md). The rule that
 * keeps it safe: the text only ever holds fixed SQL written in the calling code; every value,
 * above all every piece of user input, travels as a parameter through `param`.
 */
export class SqlParams {
  readonly values: unknown[];

  /** Continues after `values` already placed in the text (`$1…$n`), when there are some. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  /** Adds a value and returns its placeholder (`$1`, `$2`…) to put in the text. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What both drivers under Drizzle (node-postgres' Pool and PGlite) offer. */
interface QueryableClient {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement on the driver under `db`, bypassing Drizzle, and returns its rows as objects
 * keyed by column name. Both drivers parse timestamptz into Date, integer and real into number,
 * booleans and arrays; bigint arrives as a string (node-postgres) or a number (PGlite), so callers
 * pass it through Number(). Takes the database, not a transaction: a transaction's statements must
 * go through its own connection.
 */
/** Statement names by text: each distinct statement is parsed and planned once per connection. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 5_000;

/**
 * The name a statement is prepared under on PostgreSQL: a digest of its text, so the same SQL
 * (whatever its values) reuses one prepared statement per connection. Planning a search took
 * 2–7 ms where running it took under 1 ms (docs/performance.md); prepared, PostgreSQL plans it a
 * few times and then reuses a generic plan when that is no worse. (Behind PgBouncer, use its
 * protocol-level prepared statement support, 1.21 or later.)
 */
export const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `nestly_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text, name);
  }
  return name;
};

export const queryRows = async <Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> => {
  const client = (db as unknown as { $client?: QueryableClient }).$client;
  if (!client) throw new Error('queryRows needs the database itself, not a transaction');
  // Prepared on PostgreSQL; PGlite runs in-process, where planning costs no round trip.
  const result =
    client instanceof pg.Pool
      ? await client.query({ name: statementName(text), text, values })
      : await client.query(text, values);
  return result.rows as Row[];
};
