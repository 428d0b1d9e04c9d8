import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema/index';
import type { JobQueueStats } from '../lib/metrics';

/**
 * Looking into the durable queue from outside a worker: what metrics report, and what an operator
 * sees and retries (`npm run admin -- jobs:failed`, `jobs:retry <id|all>`).
 */

/** Queued, oldest due and given-up jobs, in one statement (a metrics scrape). */
export const readJobQueueStats = async (db: DbOrTx, now: Date): Promise<JobQueueStats> => {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.failedAt} is null)`.mapWith(Number),
      oldestDue: sql<
        string | null
      >`min(${jobs.runAt}) filter (where ${jobs.failedAt} is null and ${jobs.runAt} <= ${now})`,
      failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
    })
    .from(jobs);
  const oldestDue = row?.oldestDue ? new Date(row.oldestDue) : null;
  return {
    queued: row?.queued ?? 0,
    oldestDueAgeSeconds: oldestDue ? Math.max(0, (now.getTime() - oldestDue.getTime()) / 1000) : 0,
    failed: row?.failed ?? 0,
  };
};

export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  failedAt: Date;
  lastError: string | null;
  createdAt: Date;
}

/** The jobs given up after their last attempt, oldest first (never their payloads: codes). */
export const listFailedJobs = async (db: DbOrTx): Promise<FailedJob[]> => {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      failedAt: jobs.failedAt,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(isNotNull(jobs.failedAt))
    .orderBy(asc(jobs.failedAt), asc(jobs.id));
  return rows.map((row) => ({ ...row, failedAt: row.failedAt! }));
};

/**
 * Puts failed jobs back in the queue with a fresh set of attempts, due now; `ids` = 'all' takes
 * every failed job. Answers the ids requeued (an id that is not a failed job is left alone).
 */
export const retryFailedJobs = async (db: DbOrTx, ids: number[] | 'all', now: Date) => {
  const requeued = await db
    .update(jobs)
    .set({ failedAt: null, attempts: 0, runAt: now, lockedUntil: null })
    .where(
      ids === 'all'
        ? isNotNull(jobs.failedAt)
        : and(isNotNull(jobs.failedAt), inArray(jobs.id, ids.length > 0 ? ids : [-1])),
    )
    .returning({ id: jobs.id });
  return requeued.map((row) => row.id).sort((a, b) => a - b);
};

/** One job's row by id (to say why a retry left it alone). */
export const findJob = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ id: jobs.id, failedAt: jobs.failedAt })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ?? null;
};
