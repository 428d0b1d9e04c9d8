import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reconciliationFindings, reconciliationRuns } from '../../db/schema/index';
import type { ReconciliationFindingStatus, ReconciliationResolution } from '@nestly/shared';

// The reconciliation module's own tables: its runs and what they found.

/** The latest finished run (the next window starts a day before its end). */
export const findLastFinishedRun = async (db: DbOrTx) => {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .where(isNotNull(reconciliationRuns.finishedAt))
    .orderBy(desc(reconciliationRuns.finishedAt))
    .limit(1);
  return row ?? null;
};

/** Claims the run of one scheduled moment; null when another process (or run) has it. */
export const claimRun = async (db: DbOrTx, row: typeof reconciliationRuns.$inferInsert) => {
  const [claimed] = await db
    .insert(reconciliationRuns)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return claimed ?? null;
};

/** A run that could not read the provider gives its moment back, to be tried on the next beat. */
export const releaseRun = async (db: DbOrTx, id: string) => {
  await db.delete(reconciliationRuns).where(eq(reconciliationRuns.id, id));
};

export const finishRun = async (
  db: DbOrTx,
  id: string,
  values: Pick<
    typeof reconciliationRuns.$inferInsert,
    'finishedAt' | 'paymentsChecked' | 'refundsChecked' | 'payoutsChecked' | 'findings'
  >,
) => {
  await db.update(reconciliationRuns).set(values).where(eq(reconciliationRuns.id, id));
};

/** Records an open finding; false when the same one is already open (a re-run). */
export const insertOpenFinding = async (
  db: DbOrTx,
  row: typeof reconciliationFindings.$inferInsert,
) => {
  const inserted = await db
    .insert(reconciliationFindings)
    .values({ ...row, status: 'open' })
    .onConflictDoNothing()
    .returning({ id: reconciliationFindings.id });
  return inserted.length > 0;
};

/** Closes the open finding of this kind and reference, if there is one; answers whether. */
export const resolveOpenFinding = async (
  db: DbOrTx,
  {
    kind,
    providerReference,
    resolution,
    at,
  }: {
    kind: (typeof reconciliationFindings.$inferSelect)['kind'];
    providerReference: string;
    resolution: ReconciliationResolution;
    at: Date;
  },
) => {
  const updated = await db
    .update(reconciliationFindings)
    .set({ status: 'resolved', resolution, resolvedAt: at })
    .where(
      and(
        eq(reconciliationFindings.kind, kind),
        eq(reconciliationFindings.providerReference, providerReference),
        eq(reconciliationFindings.status, 'open'),
      ),
    )
    .returning({ id: reconciliationFindings.id });
  return updated.length > 0;
};

export const insertFinding = async (
  db: DbOrTx,
  row: typeof reconciliationFindings.$inferInsert,
) => {
  await db.insert(reconciliationFindings).values(row);
};

/** A page of findings (of one status, or all: open first), newest first, and how many. */
export const listFindings = async (
  db: DbOrTx,
  { status, page, limit }: { status?: ReconciliationFindingStatus; page: number; limit: number },
) => {
  const where = status ? eq(reconciliationFindings.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reconciliationFindings)
      .where(where)
      .orderBy(
        sql`${reconciliationFindings.status} = 'open' desc`,
        desc(reconciliationFindings.foundAt),
        desc(reconciliationFindings.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reconciliationFindings).where(where),
  ]);
  return { rows, total: total!.total };
};

export const countOpenFindings = async (db: DbOrTx) => {
  const [row] = await db
    .select({ total: count() })
    .from(reconciliationFindings)
    .where(eq(reconciliationFindings.status, 'open'));
  return row!.total;
};

/** Marks one open finding resolved by an admin; null when there is none open with that id. */
export const resolveFindingById = async (db: DbOrTx, id: string, note: string, at: Date) => {
  const [row] = await db
    .update(reconciliationFindings)
    .set({
      status: 'resolved',
      resolution: 'resolved_by_admin',
      resolutionNote: note,
      resolvedAt: at,
    })
    .where(and(eq(reconciliationFindings.id, id), eq(reconciliationFindings.status, 'open')))
    .returning();
  return row ?? null;
};

export const findFindingById = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select()
    .from(reconciliationFindings)
    .where(eq(reconciliationFindings.id, id))
    .limit(1);
  return row ?? null;
};
