import { sql } from 'drizzle-orm';
import { splitCommission } from '@nestly/shared';
import type { Db } from '../../db/client';
import { rowsOf } from './ledger';

export interface InstalmentFixture {
  bookingId: string;
  number: number;
  periodStart: string;
  periodEnd: string;
  amount: number;
  /** Paid (with the receipt fields below) unless `upcoming`; `cancelled` keeps them (ended early). */
  status?: 'paid' | 'upcoming' | 'cancelled';
  paidAt?: Date;
  method?: 'card' | 'wallet';
  receiptNumber?: string;
}

/**
 * An instalment row of a booking made through the ordinary flows, in the state a test needs,
 * whatever schedule the booking already has: the row is inserted if missing, then set.
 */
export const putInstalment = async (db: Db, fixture: InstalmentFixture) => {
  const { commission, ownerShare } = splitCommission(fixture.amount);
  const status = fixture.status ?? 'paid';
  const paid = status !== 'upcoming';
  await db.execute(sql`
    insert into booking_instalments (booking_id, number, period_start, period_end, due_date,
      amount, commission, owner_share, status, created_at, updated_at)
    values (${fixture.bookingId}, ${fixture.number}, ${fixture.periodStart}, ${fixture.periodEnd},
      ${fixture.periodStart}, ${fixture.amount}, ${commission}, ${ownerShare}, 'upcoming', now(), now())
    on conflict (booking_id, number) do nothing`);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`update booking_instalments set
          period_start = ${fixture.periodStart}, period_end = ${fixture.periodEnd},
          due_date = ${fixture.periodStart}, amount = ${fixture.amount},
          commission = ${commission}, owner_share = ${ownerShare}, status = ${status},
          paid_at = ${paid ? (fixture.paidAt ?? new Date()).toISOString() : null},
          method = ${paid ? (fixture.method ?? 'wallet') : null},
          receipt_number = ${paid ? (fixture.receiptNumber ?? null) : null},
          updated_at = now()
        where booking_id = ${fixture.bookingId} and number = ${fixture.number}
        returning id`,
  );
  if (!row) throw new Error('instalment fixture: no row');
  return row.id;
};
