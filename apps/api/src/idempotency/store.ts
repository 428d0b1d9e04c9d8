import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

/**
 * Idempotency keys (PRODUCT.md, Money out: "Idempotency"; decision 028). A POST that moves money
 * runs its work inside one transaction that first inserts the person's key: the key, the money
 * and the stored answer commit together, or none of them does.
 *
 * Two requests with one key at once: the second's insert waits on the first's uncommitted row in
 * the unique index (PostgreSQL), or behind its transaction (the embedded database runs one at a
 * time). When the first commits, the second finds the row and answers what the first answered;
 * when the first rolls back (an unexpected error), the second runs the work itself. Never both.
 * A wait longer than the connection's lock_timeout ends in PostgreSQL's 55P03, which the error
 * handler answers 503 with Retry-After: nothing was written, the retry replays.
 */

export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  accountId: string;
  key: string;
  /** What the request asked (idempotency/http.ts hashes method, route, parameters and body). */
  requestHash: string;
}

export type IdempotentOutcome =
  /** The work ran now; its answer is stored for retries. */
  | { kind: 'fresh'; answer: IdempotentAnswer }
  /** An earlier request with this key answered this (a success or a refusal). */
  | { kind: 'replayed'; answer: IdempotentAnswer }
  /** The work refused (an AppError below 500): its writes are undone, the refusal is stored. */
  | { kind: 'refused'; error: AppError };

/** The same key was used for another request: the contract's 422. */
export class IdempotencyKeyReusedError extends Error {
  /**
   * The error handler answers a client error it does not know with its status. The catalogue code
   * (IDEMPOTENCY_KEY_REUSED, 422) comes with the first route that takes a key: the OpenAPI test
   * requires every catalogue code to be declared by a route.
   */
  readonly statusCode = 422;

  constructor() {
    super(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** A refusal as stored and replayed: the body the error handler answers for it. */
const refusalBody = (error: AppError) => ({
  message: error.message,
  code: error.code,
  ...(error.details ? { details: error.details } : {}),
});

/** The answer as JSON carries it, so the first answer and every replay are the same bytes. */
const asJson = (body: unknown): unknown =>
  body === undefined ? null : (JSON.parse(JSON.stringify(body)) as unknown);

/**
 * Runs `work` once per (person, key) within 24 hours and answers what its first run answered.
 * `work` receives the transaction: everything it writes commits with the key, or not at all.
 * A refusal (AppError below 500) is stored and replayed too; an unexpected error stores nothing,
 * so the retry runs the work again.
 */
export const runIdempotently = async (
  db: Db,
  clock: Clock,
  scope: IdempotencyScope,
  work: (tx: Tx) => Promise<IdempotentAnswer>,
): Promise<IdempotentOutcome> => {
  const outcome = await db.transaction(async (tx): Promise<IdempotentOutcome | 'reused'> => {
    const now = clock.now();
    const ofThisKey = and(
      eq(idempotencyKeys.accountId, scope.accountId),
      eq(idempotencyKeys.key, scope.key),
    );
    // A key older than 24 hours is forgotten: the request is a new one.
    await tx.delete(idempotencyKeys).where(and(ofThisKey, lte(idempotencyKeys.expiresAt, now)));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        accountId: scope.accountId,
        key: scope.key,
        requestHash: scope.requestHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000),
      })
      .onConflictDoNothing({ target: [idempotencyKeys.accountId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });

    if (!claimed) {
      const [earlier] = await tx
        .select({
          requestHash: idempotencyKeys.requestHash,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(ofThisKey);
      if (!earlier || earlier.responseStatus === null) {
        // The insert only gives way to a committed row, and rows commit with their answer.
        throw new Error('idempotency key row without an answer after its insert gave way');
      }
      if (earlier.requestHash !== scope.requestHash) return 'reused';
      return {
        kind: 'replayed',
        answer: { statusCode: earlier.responseStatus, body: earlier.responseBody },
      };
    }

    const store = (answer: IdempotentAnswer) =>
      tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.statusCode, responseBody: answer.body })
        .where(eq(idempotencyKeys.id, claimed.id));

    try {
      // A savepoint: a refusal undoes the work's writes and keeps the key to store it.
      const answer = await tx.transaction(async (inner) => work(inner));
      const stored = { statusCode: answer.statusCode, body: asJson(answer.body) };
      await store(stored);
      return { kind: 'fresh', answer: stored };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      await store({ statusCode: error.statusCode, body: refusalBody(error) });
      return { kind: 'refused', error };
    }
  });
  if (outcome === 'reused') throw new IdempotencyKeyReusedError();
  return outcome;
};

/**
 * Forgets keys older than 24 hours, at most `limit` at a time (a recurring job of the jobs
 * scheduler calls it). Answers how many it removed.
 */
export const purgeExpiredIdempotencyKeys = async (db: Db, now: Date, limit = 1_000) => {
  const expired = db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .limit(limit);
  const removed = await db
    .delete(idempotencyKeys)
    .where(inArray(idempotencyKeys.id, expired))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
};

/** Tests and checks: how many keys a person has stored. */
export const countIdempotencyKeys = async (db: Db, accountId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.accountId, accountId));
  return row?.count ?? 0;
};
