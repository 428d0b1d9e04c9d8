import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardRefunds, type CardRefundRow } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

// The payments module's card refunds (decision 028): one row per refunded card payment.

export const insertCardRefunds = async (db: DbOrTx, rows: (typeof cardRefunds.$inferInsert)[]) =>
  rows.length === 0 ? [] : db.insert(cardRefunds).values(rows).returning();

export const findCardRefundById = async (
  db: DbOrTx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CardRefundRow | null> => {
  const query = db.select().from(cardRefunds).where(eq(cardRefunds.id, id)).limit(1);
  return firstRowOrNull(lock ? query.for('update') : query);
};

export const findCardRefundByProviderId = async (db: DbOrTx, providerRefundId: string) =>
  firstRowOrNull(
    db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.providerRefundId, providerRefundId))
      .for('update')
      .limit(1),
  );

/** What is already refunded (or on its way back) of each payment order: failed refunds excepted. */
export const refundedByOrder = async (db: DbOrTx, paymentOrderIds: string[]) => {
  if (paymentOrderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      paymentOrderId: cardRefunds.paymentOrderId,
      amount: sql<string>`sum(${cardRefunds.amount})`,
    })
    .from(cardRefunds)
    .where(
      and(inArray(cardRefunds.paymentOrderId, paymentOrderIds), ne(cardRefunds.status, 'failed')),
    )
    .groupBy(cardRefunds.paymentOrderId);
  return new Map(rows.map((row) => [row.paymentOrderId, Number(row.amount)]));
};

export const listCardRefundsOfBooking = async (db: DbOrTx, bookingId: string) =>
  db.select().from(cardRefunds).where(eq(cardRefunds.bookingId, bookingId));

export const updateCardRefund = async (
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<CardRefundRow, 'status' | 'providerRefundId' | 'failureReason' | 'updatedAt'>
  >,
) => {
  const [row] = await db.update(cardRefunds).set(values).where(eq(cardRefunds.id, id)).returning();
  return row!;
};

export const countCardRefundAttempt = async (db: DbOrTx, id: string) => {
  await db
    .update(cardRefunds)
    .set({ attempts: sql`${cardRefunds.attempts} + 1` })
    .where(eq(cardRefunds.id, id));
};

/** Reconciliation: the card refunds named by our ids (the provider's receipts) or its refund ids. */
export const findCardRefundsNamed = async (
  db: DbOrTx,
  ids: string[],
  providerRefundIds: string[],
): Promise<CardRefundRow[]> => {
  const conditions = [
    ...(ids.length > 0 ? [inArray(cardRefunds.id, ids)] : []),
    ...(providerRefundIds.length > 0
      ? [inArray(cardRefunds.providerRefundId, providerRefundIds)]
      : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(cardRefunds)
    .where(or(...conditions));
};
