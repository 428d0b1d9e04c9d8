import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db, Tx } from '../db/client';
import { accounts } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { createTestClock } from '../lib/clock';
import { isTransientDatabaseError } from '../lib/db-errors';
import { createTestDatabase } from '../test/helpers/test-database';
import {
  countIdempotencyKeys,
  IdempotencyKeyReusedError,
  purgeExpiredIdempotencyKeys,
  runIdempotently,
  type IdempotentAnswer,
} from './store';

/**
 * The idempotency store on a real database (PGlite, or PostgreSQL with NESTLY_TEST_DB=postgres).
 * The "money" here is a row the work writes into a table of the test's own: it must be written
 * once per key, whatever the retries and races.
 */

/** The test's own table: what the work "pays". */
const moneyMoved = pgTable('money_moved', {
  id: serial().primaryKey(),
  accountId: uuid(),
  amount: integer(),
});
const CREATE_MONEY_MOVED = sql`create table money_moved (id serial primary key, account_id uuid, amount int)`;

let database: Database;
let db: Db;
const clock = createTestClock(new Date('2026-03-02T10:00:00.000Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(CREATE_MONEY_MOVED);
});

afterAll(async () => {
  await database?.close();
});

const createPerson = async () => {
  const [row] = await db
    .insert(accounts)
    .values({ role: 'user', name: 'Asha Menon', email: `asha-${randomUUID()}@example.com` })
    .returning({ id: accounts.id });
  return row!.id;
};

const movedFor = async (accountId: string) =>
  (await db.select().from(moneyMoved).where(eq(moneyMoved.accountId, accountId))).length;

/** Work that moves "money" and answers 201 with what it did. */
const withdraw =
  (accountId: string, amount: number, calls: { count: number }) =>
  async (tx: Tx): Promise<IdempotentAnswer> => {
    calls.count += 1;
    const [row] = await tx
      .insert(moneyMoved)
      .values({ accountId, amount })
      .returning({ id: moneyMoved.id });
    return { statusCode: 201, body: { data: { id: row!.id, amount, at: clock.now() } } };
  };

const scope = (accountId: string, key: string, requestHash = 'hash-a') => ({
  accountId,
  key,
  requestHash,
});

/** A promise with its resolve, to hold a request's work open until the test lets it go. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('one answer per person and key', () => {
  it('runs the work once and answers a retry with the first answer', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const first = await runIdempotently(
      db,
      clock,
      scope(person, 'key-1'),
      withdraw(person, 10_000, calls),
    );
    const retry = await runIdempotently(
      db,
      clock,
      scope(person, 'key-1'),
      withdraw(person, 10_000, calls),
    );

    expect(first.kind).toBe('fresh');
    expect(retry).toEqual({ kind: 'replayed', answer: first.kind === 'fresh' && first.answer });
    expect(calls.count).toBe(1);
    expect(await movedFor(person)).toBe(1);
  });

  it('answers the JSON form of the body, the same the first time as on a replay', async () => {
    const person = await createPerson();
    const first = await runIdempotently(
      db,
      clock,
      scope(person, 'json'),
      withdraw(person, 1, { count: 0 }),
    );
    expect(first.kind === 'fresh' && first.answer.body).toMatchObject({
      data: { at: '2026-03-02T10:00:00.000Z' },
    });
  });

  it('refuses the same key with another request (422) and moves nothing', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    await runIdempotently(
      db,
      clock,
      scope(person, 'key-2', 'hash-a'),
      withdraw(person, 10_000, calls),
    );
    const other = runIdempotently(
      db,
      clock,
      scope(person, 'key-2', 'hash-b'),
      withdraw(person, 99_000, calls),
    );
    await expect(other).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(other).rejects.toMatchObject({ statusCode: 422 });
    expect(calls.count).toBe(1);
    expect(await movedFor(person)).toBe(1);
  });

  it('scopes keys to the person: another person’s same key is another request', async () => {
    const [asha, rahul] = [await createPerson(), await createPerson()];
    const calls = { count: 0 };
    await runIdempotently(db, clock, scope(asha, 'shared-key'), withdraw(asha, 10_000, calls));
    const theirs = await runIdempotently(
      db,
      clock,
      scope(rahul, 'shared-key', 'hash-other'),
      withdraw(rahul, 20_000, calls),
    );
    expect(theirs.kind).toBe('fresh');
    expect(calls.count).toBe(2);
  });

  it('keeps a key 24 hours, then treats it as new', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const localClock = createTestClock(new Date('2026-03-02T10:00:00.000Z'));
    await runIdempotently(db, localClock, scope(person, 'day'), withdraw(person, 10_000, calls));
    localClock.advance(24 * 3_600_000 - 1_000);
    expect(
      (await runIdempotently(db, localClock, scope(person, 'day'), withdraw(person, 10_000, calls)))
        .kind,
    ).toBe('replayed');
    localClock.advance(1_000);
    expect(
      (
        await runIdempotently(
          db,
          localClock,
          scope(person, 'day', 'hash-new'),
          withdraw(person, 5_000, calls),
        )
      ).kind,
    ).toBe('fresh');
    expect(calls.count).toBe(2);
    expect(await countIdempotencyKeys(db, person)).toBe(1);
  });
});

describe('refusals and failures', () => {
  it('stores a refusal and replays it, with the work’s writes undone', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const refuse = async (tx: Tx): Promise<IdempotentAnswer> => {
      await withdraw(person, 10_000, calls)(tx);
      throw new AppError('INSUFFICIENT_FUNDS', { message: 'Only ₹50 is available to withdraw' });
    };
    const first = await runIdempotently(db, clock, scope(person, 'short'), refuse);
    expect(first.kind).toBe('refused');
    expect(first.kind === 'refused' && first.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await movedFor(person)).toBe(0);

    const retry = await runIdempotently(db, clock, scope(person, 'short'), refuse);
    expect(retry).toEqual({
      kind: 'replayed',
      answer: {
        statusCode: 409,
        body: { message: 'Only ₹50 is available to withdraw', code: 'INSUFFICIENT_FUNDS' },
      },
    });
    expect(calls.count).toBe(1);
  });

  it('stores nothing on an unexpected error, so the retry runs the work', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const crash = async (tx: Tx): Promise<IdempotentAnswer> => {
      await withdraw(person, 10_000, calls)(tx);
      throw new Error('the provider adapter blew up');
    };
    await expect(runIdempotently(db, clock, scope(person, 'crash'), crash)).rejects.toThrow(
      'the provider adapter blew up',
    );
    expect(await movedFor(person)).toBe(0);
    expect(await countIdempotencyKeys(db, person)).toBe(0);

    const retry = await runIdempotently(
      db,
      clock,
      scope(person, 'crash'),
      withdraw(person, 10_000, calls),
    );
    expect(retry.kind).toBe('fresh');
    expect(await movedFor(person)).toBe(1);
  });
});

describe('two requests with one key at once', () => {
  /** Resolves once another connection is waiting on a lock in this database (PostgreSQL only). */
  const someoneWaitsOnALock = async () => {
    if (database.kind !== 'postgres') return;
    await vi.waitFor(
      async () => {
        const result = (await db.execute(
          sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { count: number }[] };
        expect(Number(result.rows[0]!.count)).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
  };

  it('runs the work once: the second waits for the first and answers the same', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const hold = gate();
    const started = gate();
    const slowWithdraw = async (tx: Tx) => {
      const answer = await withdraw(person, 10_000, calls)(tx);
      started.open();
      await hold.opened;
      return answer;
    };
    const first = runIdempotently(db, clock, scope(person, 'race'), slowWithdraw);
    await started.opened;
    const second = runIdempotently(db, clock, scope(person, 'race'), slowWithdraw);
    await someoneWaitsOnALock();
    hold.open();

    const [firstOutcome, secondOutcome] = await Promise.all([first, second]);
    expect(firstOutcome.kind).toBe('fresh');
    expect(secondOutcome.kind).toBe('replayed');
    expect(secondOutcome.kind === 'replayed' && secondOutcome.answer).toEqual(
      firstOutcome.kind === 'fresh' && firstOutcome.answer,
    );
    expect(calls.count).toBe(1);
    expect(await movedFor(person)).toBe(1);
  });

  it('lets the waiting request run when the first one fails', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const hold = gate();
    const started = gate();
    const first = runIdempotently(db, clock, scope(person, 'retry-after-crash'), async (tx) => {
      await withdraw(person, 10_000, calls)(tx);
      started.open();
      await hold.opened;
      throw new Error('connection to the provider lost');
    });
    await started.opened;
    const second = runIdempotently(
      db,
      clock,
      scope(person, 'retry-after-crash'),
      withdraw(person, 10_000, calls),
    );
    await someoneWaitsOnALock();
    hold.open();

    await expect(first).rejects.toThrow('connection to the provider lost');
    expect((await second).kind).toBe('fresh');
    expect(calls.count).toBe(2);
    expect(await movedFor(person)).toBe(1);
  });

  it('refuses a concurrent request with the key but another body once the first commits', async () => {
    const person = await createPerson();
    const calls = { count: 0 };
    const hold = gate();
    const started = gate();
    const first = runIdempotently(db, clock, scope(person, 'race-2', 'hash-a'), async (tx) => {
      const answer = await withdraw(person, 10_000, calls)(tx);
      started.open();
      await hold.opened;
      return answer;
    });
    await started.opened;
    const second = runIdempotently(
      db,
      clock,
      scope(person, 'race-2', 'hash-b'),
      withdraw(person, 50_000, calls),
    );
    await someoneWaitsOnALock();
    hold.open();
    expect((await first).kind).toBe('fresh');
    await expect(second).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await movedFor(person)).toBe(1);
  });
});

describe('a wait longer than lock_timeout', () => {
  it('is answered "busy" on PostgreSQL (retryable, nothing written); the embedded database waits', async () => {
    const short = await createTestDatabase({ statementMs: 0, lockMs: 300, idleInTransactionMs: 0 });
    try {
      const [row] = await short.db
        .insert(accounts)
        .values({ role: 'user', name: 'Asha Menon', email: `asha-${randomUUID()}@example.com` })
        .returning({ id: accounts.id });
      const person = row!.id;
      const calls = { count: 0 };
      const hold = gate();
      const started = gate();
      const first = runIdempotently(short.db, clock, scope(person, 'slow'), async () => {
        calls.count += 1;
        started.open();
        await hold.opened;
        return { statusCode: 201, body: { ok: true } };
      });
      await started.opened;
      const second = runIdempotently(short.db, clock, scope(person, 'slow'), async () => {
        calls.count += 1;
        return { statusCode: 201, body: { ok: 'second' } };
      });
      if (short.kind === 'postgres') {
        const error = await second.catch((caught: unknown) => caught);
        expect(isTransientDatabaseError(error)).toBe(true);
        hold.open();
        expect((await first).kind).toBe('fresh');
      } else {
        hold.open();
        expect((await first).kind).toBe('fresh');
        expect(await second).toEqual({
          kind: 'replayed',
          answer: { statusCode: 201, body: { ok: true } },
        });
      }
      expect(calls.count).toBe(1);
    } finally {
      await short.close();
    }
  });
});

describe('purging', () => {
  it('removes keys older than 24 hours and keeps the others', async () => {
    const person = await createPerson();
    const localClock = createTestClock(new Date('2026-04-01T10:00:00.000Z'));
    await runIdempotently(db, localClock, scope(person, 'old'), withdraw(person, 1, { count: 0 }));
    localClock.advance(23 * 3_600_000);
    await runIdempotently(
      db,
      localClock,
      scope(person, 'young'),
      withdraw(person, 1, { count: 0 }),
    );
    localClock.advance(3_600_000);

    expect(await purgeExpiredIdempotencyKeys(db, localClock.now())).toBeGreaterThanOrEqual(1);
    expect(await countIdempotencyKeys(db, person)).toBe(1);
    const replay = await runIdempotently(
      db,
      localClock,
      scope(person, 'young'),
      withdraw(person, 1, { count: 0 }),
    );
    expect(replay.kind).toBe('replayed');
  });
});
