import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRowOrNull } from '../../db/first-row';
import {
  depositDeductions,
  depositDisputes,
  depositSettlements,
  type DepositSettlementRow,
} from '../../db/schema/index';

// The move-out deposit settlement's rows (decision 027): the settlement of a completed stay, its
// deductions and its dispute. Every state move is a guarded UPDATE on `status`.
export type { DepositSettlementRow };
export type SettlementStatus = DepositSettlementRow['status'];

export const insertSettlement = async (
  db: DbOrTx,
  values: typeof depositSettlements.$inferInsert,
) => db.insert(depositSettlements).values(values);

export const findSettlement = async (db: DbOrTx, bookingId: string) =>
  firstRowOrNull(
    db
      .select()
      .from(depositSettlements)
      .where(eq(depositSettlements.bookingId, bookingId))
      .limit(1),
  );

/**
 * Moves a settlement on only if it is still `from`: two answers at once (two accepts, an accept
 * and the deadline job) queue on the row and the second finds it moved. Null when it had moved on.
 */
export const moveSettlement = async (
  db: DbOrTx,
  bookingId: string,
  from: SettlementStatus,
  changes: Partial<typeof depositSettlements.$inferInsert> & { status: SettlementStatus },
) =>
  firstRowOrNull(
    db
      .update(depositSettlements)
      .set(changes)
      .where(and(eq(depositSettlements.bookingId, bookingId), eq(depositSettlements.status, from)))
      .returning(),
  );

export const setSettlementTransaction = async (
  db: DbOrTx,
  bookingId: string,
  ledgerTransactionId: string,
) =>
  db
    .update(depositSettlements)
    .set({ ledgerTransactionId })
    .where(eq(depositSettlements.bookingId, bookingId));

export const insertDeductions = async (
  db: DbOrTx,
  bookingId: string,
  deductions: readonly { reason: string; amount: number }[],
) => {
  if (deductions.length === 0) return;
  await db
    .insert(depositDeductions)
    .values(deductions.map((deduction, position) => ({ bookingId, position, ...deduction })));
};

export const listDeductions = async (db: DbOrTx, bookingId: string) =>
  db
    .select({ reason: depositDeductions.reason, amount: depositDeductions.amount })
    .from(depositDeductions)
    .where(eq(depositDeductions.bookingId, bookingId))
    .orderBy(asc(depositDeductions.position));

export const insertDispute = async (db: DbOrTx, values: typeof depositDisputes.$inferInsert) => {
  const [row] = await db.insert(depositDisputes).values(values).returning();
  return row!;
};

export const findDispute = async (db: DbOrTx, id: string) =>
  firstRowOrNull(db.select().from(depositDisputes).where(eq(depositDisputes.id, id)).limit(1));

/** Resolves a dispute only if still open (an admin's second click finds it resolved). */
export const resolveDispute = async (
  db: DbOrTx,
  id: string,
  changes: { ownerAmount: number; resolvedBy: string; resolvedAt: Date },
) =>
  firstRowOrNull(
    db
      .update(depositDisputes)
      .set({ ...changes, status: 'resolved' })
      .where(and(eq(depositDisputes.id, id), eq(depositDisputes.status, 'open')))
      .returning(),
  );

// --- Jobs -----------------------------------------------------------------------------------

/** Settlements still `status` whose deadline has passed, claimed so other processes skip them. */
export const claimPastDeadline = async (
  db: DbOrTx,
  status: 'awaiting_owner' | 'proposed',
  now: Date,
  limit: number,
) => {
  const deadline =
    status === 'awaiting_owner'
      ? depositSettlements.ownerDeadline
      : depositSettlements.tenantDeadline;
  return db
    .select()
    .from(depositSettlements)
    .where(and(eq(depositSettlements.status, status), lte(deadline, now)))
    .orderBy(deadline)
    .limit(limit)
    .for('update', { skipLocked: true });
};
