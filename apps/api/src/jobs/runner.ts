import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import type { JobRow } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { claimDueJobs, completeJobs, failJob, insertJob, type EnqueueOptions } from './queue';

export interface JobContext {
  db: Db;
  now: Date;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/**
 * Runs several claimed jobs of one kind at once; answers the failures by job id (each is retried
 * on its own), and a throw fails them all.
 */
export type JobBatchHandler = (
  jobs: JobRow[],
  context: Omit<JobContext, 'attempt'>,
) => Promise<Map<number, unknown>>;

/**
 * Recurring work (expiring unpaid holds, finishing stays, plan reminders): claims what is due
 * itself (FOR UPDATE SKIP LOCKED, so processes running it at the same moment share the work) and
 * answers how many items it handled.
 */
export type RecurringHandler = (context: Omit<JobContext, 'attempt'>) => Promise<number>;

export interface RecurringOptions {
  /** How often it runs after the run at start; 0 = only at start (and when run on demand). */
  everyMs: number;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'> & Partial<Pick<FastifyBaseLogger, 'info'>>;
  /** How often an idle process looks for due jobs; 0 = only when kicked (tests). */
  pollIntervalMs: number;
  batchSize?: number;
}

/** 5 s, 10 s, 20 s … capped at an hour, with jitter so retries of a burst spread out. */
export const backoffMs = (attempt: number) =>
  Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1)) * (0.8 + Math.random() * 0.4);

/**
 * Runs the durable queue inside every API process: polls for due jobs, and is kicked right after a
 * job is added so work starts at once. One run at a time per process; several processes share the
 * queue through SKIP LOCKED. A handler that throws is retried with backoff.
 */
export const createJobRunner = ({
  db,
  clock,
  logger,
  pollIntervalMs,
  batchSize = 20,
}: JobRunnerOptions) => {
  const handlers = new Map<string, JobHandler>();
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const batchHandlers = new Map<string, JobBatchHandler>();

  interface Recurring extends RecurringOptions {
    kind: string;
    handler: RecurringHandler;
    running: Promise<number> | null;
    timer: NodeJS.Timeout | null;
  }
  /** In registration order: a beat runs them in the order their modules registered them. */
  const recurring: Recurring[] = [];

  /** One run of a recurring kind at a time per process: a beat that finds one running joins it. */
  const runRecurringOnce = (entry: Recurring) => {
    if (entry.running) return entry.running;
    entry.running = entry
      .handler({ db, now: clock.now() })
      .then((count) => {
        if (count > 0) logger.info?.({ kind: entry.kind, count }, 'scheduled job ran');
        return count;
      })
      .finally(() => {
        entry.running = null;
      });
    return entry.running;
  };
  const beat = (entry: Recurring) =>
    runRecurringOnce(entry).catch((error: unknown) => {
      logger.error({ err: error, kind: entry.kind }, 'scheduled job failed');
      return 0;
    });

  /** A failed run: tried again after a backoff, or given up for good after `maxAttempts`. */
  const recordFailure = async (job: JobRow, error: unknown, now: Date) => {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt =
      job.attempts < job.maxAttempts ? new Date(now.getTime() + backoffMs(job.attempts)) : null;
    // Only the kind and id: a payload may hold a one-time code, which never reaches a log.
    logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt }, 'job failed');
    await failJob(db, job, message, now, retryAt).catch((failure: unknown) =>
      logger.error({ err: failure, jobId: job.id }, 'job failure could not be recorded'),
    );
  };

  /** Runs one claimed job; answers whether it succeeded (its row is removed with its batch's). */
  const runJob = async (job: JobRow) => {
    const handler = handlers.get(job.kind);
    const now = clock.now();
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, { db, now, attempt: job.attempts });
      return true;
    } catch (error) {
      await recordFailure(job, error, now);
      return false;
    }
  };

  /** Runs the claimed jobs of a batch kind together; answers the ids of those that succeeded. */
  const runBatch = async (handler: JobBatchHandler, group: JobRow[]) => {
    const now = clock.now();
    let failures: Map<number, unknown>;
    try {
      failures = await handler(group, { db, now });
    } catch (error) {
      failures = new Map(group.map((job) => [job.id, error]));
    }
    for (const job of group) {
      if (failures.has(job.id)) await recordFailure(job, failures.get(job.id), now);
    }
    return group.filter((job) => !failures.has(job.id)).map((job) => job.id);
  };

  /** Runs a claimed batch to its end. */
  const runClaimed = async (claimed: JobRow[]) => {
    // The batch's finished jobs go in one statement, not one each (a booking queues three
    // e-mails). A crash before it leaves them claimed until their lease ends and they run again:
    // at least once, as before, and a handler that already did its work skips it (an e-mail
    // is marked sent before its job is done).
    const done: number[] = [];
    const batches = new Map<JobBatchHandler, JobRow[]>();
    for (const job of claimed) {
      const batchHandler = batchHandlers.get(job.kind);
      if (batchHandler) batches.set(batchHandler, [...(batches.get(batchHandler) ?? []), job]);
      else if (await runJob(job)) done.push(job.id);
    }
    for (const [batchHandler, group] of batches)
      done.push(...(await runBatch(batchHandler, group)));
    await completeJobs(db, done);
  };

  /**
   * The claimed batches being run in this process. One caller's run may have claimed the job
   * another caller's drain waits for (three sign-ups at once, each waiting for its code's mail):
   * drain waits for these rather than answer "nothing left" while that job still runs.
   */
  const working = new Set<Promise<void>>();

  /** Claims and runs due jobs until none are left; answers how many ran. */
  const runDue = async () => {
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, clock.now(), batchSize);
      if (claimed.length > 0) {
        const batch = runClaimed(claimed);
        working.add(batch);
        try {
          await batch;
        } finally {
          working.delete(batch);
        }
      }
      ran += claimed.length;
      if (claimed.length < batchSize || stopped) return ran;
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      kickedWhileRunning = true;
      return running;
    }
    running = (async () => {
      do {
        kickedWhileRunning = false;
        await runDue().catch((error: unknown) => logger.error({ err: error }, 'job run failed'));
      } while (kickedWhileRunning && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    register: (kind: string, handler: JobHandler) => {
      if (handlers.has(kind) || batchHandlers.has(kind))
        throw new Error(`job kind "${kind}" registered twice`);
      handlers.set(kind, handler);
    },

    /**
     * A kind whose claimed jobs are handed over together, so their reads and writes can be one
     * statement for the batch rather than one each (the e-mails of notices: three a booking).
     */
    registerBatch: (kind: string, handler: JobBatchHandler) => {
      if (handlers.has(kind) || batchHandlers.has(kind))
        throw new Error(`job kind "${kind}" registered twice`);
      batchHandlers.set(kind, handler);
    },

    /**
     * Work a module runs on a beat rather than per event (decision 022: one scheduler). It runs
     * once when the runner starts (catching up on anything due while no process ran), then every
     * `everyMs`.
     */
    registerRecurring: (kind: string, options: RecurringOptions, handler: RecurringHandler) => {
      if (handlers.has(kind) || batchHandlers.has(kind) || recurring.some((r) => r.kind === kind))
        throw new Error(`job kind "${kind}" registered twice`);
      recurring.push({ kind, handler, ...options, running: null, timer: null });
    },

    /**
     * Runs every recurring kind now (or only `kinds`), one after the other, and answers how many
     * items each handled, by kind (tests, and the end-to-end server's clock control). A test of one
     * transition names its kind: the daily reconciliation, for one, runs on the first beat of a
     * day and would confirm a payment the test means to leave captured but unverified.
     */
    runRecurring: async (kinds?: readonly string[]) => {
      const unknown = kinds?.filter((kind) => !recurring.some((entry) => entry.kind === kind));
      if (unknown?.length) throw new Error(`no recurring job of kind ${unknown.join(', ')}`);
      const counts: Record<string, number> = {};
      for (const entry of recurring) {
        if (kinds && !kinds.includes(entry.kind)) continue;
        await entry.running?.catch(() => undefined);
        counts[entry.kind] = await runRecurringOnce(entry);
      }
      return counts;
    },

    /**
     * Adds a job in `db` (pass the transaction of the change it belongs to, then `kick()` after the
     * commit). Outside a transaction it is picked up at once.
     */
    enqueue: async (
      target: DbOrTx,
      kind: string,
      payload: Record<string, unknown>,
      options?: EnqueueOptions,
    ) => {
      await insertJob(target, kind, payload, clock.now(), options);
      if (target === db) void kick();
    },

    /** Look for work now (after a commit that added jobs). */
    kick: () => kick(),

    /** Runs everything due, including what becomes due while running (tests, shutdown). */
    drain: async () => {
      let total = 0;
      for (;;) {
        // What others' runs have claimed ends first: it may be what this caller waits for, and it
        // may queue more.
        await Promise.allSettled([running, ...working]);
        const ran = await runDue();
        total += ran;
        if (ran === 0 && working.size === 0) return total;
      }
    },

    /** Starts polling and the recurring beats; resolves once the recurring work ran at start. */
    start: async () => {
      stopped = false;
      void kick();
      if (pollIntervalMs > 0) {
        timer = setInterval(() => void kick(), pollIntervalMs);
        timer.unref();
      }
      for (const entry of recurring) {
        if (entry.everyMs > 0) {
          entry.timer = setInterval(() => void beat(entry), entry.everyMs);
          entry.timer.unref();
        }
      }
      for (const entry of recurring) await beat(entry);
    },

    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const entry of recurring) {
        if (entry.timer) clearInterval(entry.timer);
        entry.timer = null;
      }
      await running;
      await Promise.all(recurring.map((entry) => entry.running?.catch(() => undefined)));
    },
  };

  function kick() {
    if (stopped) return Promise.resolve();
    return run();
  }
};
export type JobRunner = ReturnType<typeof createJobRunner>;
