import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkLedgerInvariants, rowsOf } from '../factories/bookings';

/**
 * Everything that must hold after any crash (issue 8, crash safety): the ledger's own invariants
 * (decision 007) and that no payment and no booking is half there. Each entry lists the offending
 * rows: all empty means the database is whole.
 */
export const checkCrashInvariants = async (db: Db) => {
  const ledger = await checkLedgerInvariants(db);
  const ids = (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(db, query).then((rows) => rows.map((row) => row.id));
  const problems = {
    unbalancedTransactions: ledger.unbalanced.map((row) => row.transactionId),
    walletsNotSumOfEntries: ledger.mismatched.map((row) => row.id),
    negativeWallets: ledger.negative.map((row) => row.id),
    badRunningBalances: ledger.badRunningBalance.map((row) => row.id),
    // A provider payment is credited exactly once, and only once its order is paid.
    paidOrdersNotCreditedOnce: await ids(sql`
      select o.id::text as id from payment_orders o
      left join ledger_transactions t on t.payment_order_id = o.id
      where o.status = 'paid' and o.purpose in ('booking', 'wallet_top_up')
      group by o.id having count(t.id) <> 1`),
    creditsForUnpaidOrders: await ids(sql`
      select t.id::text as id from ledger_transactions t
      join payment_orders o on o.id = t.payment_order_id where o.status <> 'paid'`),
    // A booking is paid once when it is or was confirmed, and never before.
    confirmedWithoutOnePayment: await ids(sql`
      select b.id::text as id from bookings b
      left join ledger_transactions t on t.booking_id = b.id and t.kind = 'booking_payment'
      where b.status in ('confirmed', 'completed', 'cancelled')
      group by b.id having count(t.id) <> 1`),
    paymentOfUnconfirmed: await ids(sql`
      select distinct b.id::text as id from bookings b
      join ledger_transactions t on t.booking_id = b.id and t.kind = 'booking_payment'
      where b.status in ('pending_payment', 'expired')`),
    cancelledWithoutOneRefund: await ids(sql`
      select b.id::text as id from bookings b
      left join ledger_transactions t on t.booking_id = b.id and t.kind = 'booking_refund'
      where b.status = 'cancelled' group by b.id having count(t.id) <> 1`),
    refundOfUncancelled: await ids(sql`
      select distinct b.id::text as id from bookings b
      join ledger_transactions t on t.booking_id = b.id and t.kind = 'booking_refund'
      where b.status <> 'cancelled'`),
    // (The demo's past stays are marked paid by card with no provider order: only a booking
    // that names its order is held to it.)
    cardBookingWithoutPaidOrder: await ids(sql`
      select b.id::text as id from bookings b
      left join payment_orders o on o.id = b.payment_order_id and o.status = 'paid'
      where b.payment_method = 'card' and b.payment_order_id is not null and o.id is null`),
    // Dates are held exactly while a booking awaits payment or is confirmed.
    heldWithoutOneReservation: await ids(sql`
      select b.id::text as id from bookings b
      left join property_reservations r on r.booking_id = b.id and r.is_active
      where b.status in ('pending_payment', 'confirmed')
      group by b.id having count(r.id) <> 1`),
    reservationWithoutLiveBooking: await ids(sql`
      select r.id::text as id from property_reservations r
      left join bookings b on b.id = r.booking_id
      where r.kind = 'booking' and r.is_active
        and (b.id is null or b.status not in ('pending_payment', 'confirmed', 'completed'))`),
    // Every booking's timeline reaches its state.
    bookingWithoutItsEvent: await ids(sql`
      select b.id::text as id from bookings b
      where not exists (select 1 from booking_events e
                        where e.booking_id = b.id and e.to_status = b.status)`),
  };
  const [counts] = await rowsOf<Record<string, string>>(
    db,
    sql`select (select count(*) from bookings)::text as bookings,
               (select count(*) from bookings where status = 'confirmed')::text as confirmed,
               (select count(*) from bookings where status = 'cancelled')::text as cancelled,
               (select count(*) from bookings where status = 'pending_payment')::text as pending,
               (select count(*) from payment_orders where status = 'paid')::text as "paidOrders"`,
  );
  return {
    problems,
    counts: {
      transactions: ledger.transactions,
      entries: ledger.entries,
      wallets: ledger.wallets,
      bookings: Number(counts!.bookings),
      confirmed: Number(counts!.confirmed),
      cancelled: Number(counts!.cancelled),
      pending: Number(counts!.pending),
      paidOrders: Number(counts!.paidOrders),
    },
  };
};
