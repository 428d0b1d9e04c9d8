import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/helpers/test-database';
import { createJobRunner, type JobHandler } from './runner';

// The durable queue (decision 008): jobs are claimed in batches, the finished ones of a batch
// removed together, a failing one kept for a retry with backoff, and none run twice in a drain.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const jobRows = async (kind: string) =>
  (
    (await database.db.execute(
      sql`select payload->>'n' as n, attempts, last_error, run_at > now() as later
        from jobs where kind = ${kind} order by id`,
    )) as unknown as {
      rows: { n: string; attempts: number; last_error: string | null; later: boolean }[];
    }
  ).rows;

const runnerWith = (kind: string, handler: JobHandler, batchSize = 4) => {
  const warnings: unknown[] = [];
  const runner = createJobRunner({
    db: database.db,
    clock: { now: () => new Date() },
    logger: { warn: (...args: unknown[]) => warnings.push(args), error: () => undefined },
    pollIntervalMs: 0,
    batchSize,
  });
  runner.register(kind, handler);
  return { runner, warnings };
};

describe('job runner', () => {
  it('answers a drain only once a job another caller claimed has run (three sign-ups at once)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed!: () => void;
    const isClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let hasRun = false;
    const { runner } = runnerWith('test.slow', async () => {
      claimed();
      await gate;
      hasRun = true;
    });
    // Queued inside a transaction, as the app does: no kick, so the first drain's own run claims it.
    await database.db.transaction((tx) => runner.enqueue(tx, 'test.slow', { n: 1 }));
    const first = runner.drain();
    await isClaimed;
    // A second caller drains while the first still runs the job: it must not answer "done"
    // before the job has run (before the fix it found nothing to claim and answered at once).
    const second = runner.drain().then(() => hasRun);
    setTimeout(release, 100);
    expect(await second).toBe(true);
    await first;
    expect(await jobRows('test.slow')).toEqual([]);
  });

  it('runs every due job once, over several batches, and removes the finished ones', async () => {
    const seen: number[] = [];
    const { runner } = runnerWith('test.count', async (payload) => {
      seen.push(Number(payload.n));
    });
    for (let n = 0; n < 10; n += 1) await runner.enqueue(database.db, 'test.count', { n });
    await runner.drain();
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await jobRows('test.count')).toEqual([]);
  });

  it('keeps a failing job for a later retry while the rest of its batch is done', async () => {
    const { runner, warnings } = runnerWith('test.flaky', async (payload) => {
      if (payload.n === 2) throw new Error('the mail server is down');
    });
    for (let n = 0; n < 4; n += 1) await runner.enqueue(database.db, 'test.flaky', { n });
    await runner.drain();
    expect(await jobRows('test.flaky')).toEqual([
      { n: '2', attempts: 1, last_error: 'the mail server is down', later: true },
    ]);
    expect(warnings).toHaveLength(1);
  });

  it('hands a batch kind its claimed jobs together, and retries only the ones it says failed', async () => {
    const batches: number[][] = [];
    const runner = createJobRunner({
      db: database.db,
      clock: { now: () => new Date() },
      logger: { warn: () => undefined, error: () => undefined },
      pollIntervalMs: 0,
      batchSize: 5,
    });
    runner.registerBatch('test.batch', async (jobs) => {
      batches.push(jobs.map((job) => Number(job.payload.n)).sort((a, b) => a - b));
      return new Map(
        jobs.filter((job) => job.payload.n === 3).map((job) => [job.id, new Error('bounced')]),
      );
    });
    for (let n = 0; n < 7; n += 1) await runner.enqueue(database.db, 'test.batch', { n });
    await runner.drain();
    expect(batches.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(batches.every((batch) => batch.length <= 5)).toBe(true);
    expect(batches.some((batch) => batch.length > 1)).toBe(true);
    expect(await jobRows('test.batch')).toEqual([
      { n: '3', attempts: 1, last_error: 'bounced', later: true },
    ]);
  });

  it('runs recurring kinds once at start, in registration order, and again on demand with their counts', async () => {
    const order: string[] = [];
    const errors: unknown[] = [];
    const runner = createJobRunner({
      db: database.db,
      clock: { now: () => new Date() },
      logger: { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) },
      pollIntervalMs: 0,
    });
    let pending = 2;
    runner.registerRecurring('test.first', { everyMs: 0 }, async () => {
      order.push('first');
      const handled = pending;
      pending = 0;
      return handled;
    });
    runner.registerRecurring('test.second', { everyMs: 0 }, async () => {
      order.push('second');
      throw new Error('the beat carries on');
    });
    expect(() => runner.registerRecurring('test.first', { everyMs: 0 }, async () => 0)).toThrow(
      'registered twice',
    );
    await runner.start();
    expect(order).toEqual(['first', 'second']);
    expect(errors).toHaveLength(1);
    await expect(runner.runRecurring()).rejects.toThrow('the beat carries on');
    // Only the kinds asked for, and a kind nobody registered is a mistake, not a silent no-op.
    order.length = 0;
    pending = 3;
    expect(await runner.runRecurring(['test.first'])).toEqual({ 'test.first': 3 });
    expect(order).toEqual(['first']);
    await expect(runner.runRecurring(['test.nobody'])).rejects.toThrow(
      'no recurring job of kind test.nobody',
    );
    await runner.stop();
  });
});
