import type { Db } from './client';

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
export const queryRows = async <Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> => {
  const client = (db as unknown as { $client?: QueryableClient }).$client;
  if (!client) throw new Error('queryRows needs the database itself, not a transaction');
  const result = await client.query(text, values);
  return result.rows as Row[];
};
