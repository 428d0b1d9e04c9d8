// read model: reads accounts, properties.
// Deposit disputes as the admin's list shows them: with the booking's home, both parties, the
// proposal and the deductions.
import { aliasedTable, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookings,
  depositDeductions,
  depositDisputes,
  depositSettlements,
  properties,
} from '../../db/schema/index';

const tenants = aliasedTable(accounts, 'tenant');
const owners = aliasedTable(accounts, 'owner');

const selectDisputeViews = (db: DbOrTx) =>
  db
    .select({
      dispute: depositDisputes,
      bookingReference: bookings.reference,
      propertyTitle: properties.title,
      tenant: { id: tenants.id, name: tenants.name, email: tenants.email },
      owner: { id: owners.id, name: owners.name, email: owners.email },
      deposit: depositSettlements.deposit,
      proposedOwnerAmount: depositSettlements.ownerAmount,
    })
    .from(depositDisputes)
    .innerJoin(depositSettlements, eq(depositSettlements.bookingId, depositDisputes.bookingId))
    .innerJoin(bookings, eq(bookings.id, depositDisputes.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenants, eq(tenants.id, bookings.userId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId));

type DisputeViewBase = Awaited<
  ReturnType<ReturnType<typeof selectDisputeViews>['execute']>
>[number];
export type DisputeViewRow = DisputeViewBase & {
  deductions: { reason: string; amount: number }[];
};

const withDeductions = async (db: DbOrTx, rows: DisputeViewBase[]): Promise<DisputeViewRow[]> => {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      bookingId: depositDeductions.bookingId,
      reason: depositDeductions.reason,
      amount: depositDeductions.amount,
    })
    .from(depositDeductions)
    .where(
      inArray(
        depositDeductions.bookingId,
        rows.map((row) => row.dispute.bookingId),
      ),
    )
    .orderBy(asc(depositDeductions.bookingId), asc(depositDeductions.position));
  return rows.map((row) => ({
    ...row,
    deductions: lines
      .filter((line) => line.bookingId === row.dispute.bookingId)
      .map(({ reason, amount }) => ({ reason, amount })),
  }));
};

/** A page of disputes, newest first, optionally by status. */
export const listDisputeViews = async (
  db: DbOrTx,
  filter: { status?: 'open' | 'resolved' },
  page: number,
  limit: number,
) => {
  const where: SQL | undefined = filter.status
    ? eq(depositDisputes.status, filter.status)
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectDisputeViews(db)
      .where(where)
      .orderBy(desc(depositDisputes.openedAt), desc(depositDisputes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(depositDisputes).where(where),
  ]);
  return { rows: await withDeductions(db, rows), total: total!.total };
};

export const findDisputeView = async (db: DbOrTx, id: string) => {
  const rows = await selectDisputeViews(db).where(eq(depositDisputes.id, id)).limit(1);
  const [row] = await withDeductions(db, rows);
  return row ?? null;
};
