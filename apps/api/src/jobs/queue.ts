import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/schema/index';

/** How long a claimed job is a worker's own before another may take it (a crashed worker). */
export const JOB_LEASE_SECONDS = 120;

export interface EnqueueOptions {
  /** Run no earlier than this (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction of the change it belongs to: the job exists exactly when the
 * change committed, so a notice is never lost nor sent for a change that rolled back.
 */
export const insertJob = async (
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  now: Date,
  options: EnqueueOptions = {},
) => {
  await db.insert(jobs).values({
    kind,
    payload,
    runAt: options.runAt ?? now,
    maxAttempts: options.maxAttempts ?? 8,
    createdAt: now,
  });
};

/**
 * Claims up to `limit` due jobs under a lease, skipping those another worker holds. One statement,
 * so two processes never claim the same job.
 */
export const claimDueJobs = async (db: DbOrTx, now: Date, limit: number): Promise<JobRow[]> => {
  const leaseUntil = new Date(now.getTime() + JOB_LEASE_SECONDS * 1000);
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.failedAt} is null`,
        sql`${jobs.runAt} <= ${now}`,
        sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`,
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} in (${claimable})`)
    .returning();
};

/** Done: the row goes (its payload may hold a one-time code, which must not linger). */
/** Done: the jobs of a claimed batch that succeeded, removed in one statement. */
export const completeJobs = async (db: DbOrTx, ids: number[]) => {
  if (ids.length > 0) await db.delete(jobs).where(inArray(jobs.id, ids));
};

/**
 * Failed this time: try again after `retryAt`, or give up for good. A given-up job keeps its
 * payload so an operator can retry it (`npm run admin -- jobs:retry`): by then (8 attempts, over
 * ten minutes of backoff) any one-time code in it has expired (decision 008, amended by 027).
 */
export const failJob = async (
  db: DbOrTx,
  job: JobRow,
  error: string,
  now: Date,
  retryAt: Date | null,
) => {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { lockedUntil: null, runAt: retryAt, lastError: error.slice(0, 1000) }
        : { lockedUntil: null, failedAt: now, lastError: error.slice(0, 1000) },
    )
    .where(eq(jobs.id, job.id));
};
