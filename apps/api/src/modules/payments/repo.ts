import { and, between, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const insertPaymentOrder = async (db: DbOrTx, values: typeof paymentOrders.$inferInsert) => {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row!;
};

export const findOrderByProviderOrderId = async (db: DbOrTx, providerOrderId: string) => {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .limit(1);
  return row ?? null;
};

/** Locks the order row for the rest of the transaction (confirmation runs one at a time per order). */
export const lockOrder = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(
    db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update').limit(1),
  );
};

export const markOrderPaid = async (
  db: DbOrTx,
  id: string,
  providerPaymentId: string,
  paidAt: Date,
) => {
  return firstRowOrNull(
    db
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId, paidAt })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
      .returning(),
  );
};

export const markOrderFailed = async (db: DbOrTx, id: string) => {
  await db
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
};

/** Paid provider orders of one reference (a booking's card payments). */
export const listPaidOrders = async (
  db: DbOrTx,
  purpose: PaymentOrderRow['purpose'],
  reference: string,
) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.purpose, purpose),
        eq(paymentOrders.reference, reference),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .orderBy(paymentOrders.paidAt);

export const findOrdersByProviderOrderIds = async (db: DbOrTx, providerOrderIds: string[]) =>
  providerOrderIds.length === 0
    ? []
    : db
        .select()
        .from(paymentOrders)
        .where(inArray(paymentOrders.providerOrderId, providerOrderIds));

/** Orders of one provider paid within a window (reconciliation looks for each at the provider). */
export const listOrdersPaidBetween = async (
  db: DbOrTx,
  provider: PaymentOrderRow['provider'],
  from: Date,
  to: Date,
) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, provider),
        eq(paymentOrders.status, 'paid'),
        between(paymentOrders.paidAt, from, to),
      ),
    );
