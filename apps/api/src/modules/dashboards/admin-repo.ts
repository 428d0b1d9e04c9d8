// read model: reads accounts, bookings, properties, ledger_accounts, ledger_entries.
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql-text';
import type { DailyMetric } from './daily-history';

/** The admin dashboard's reads (see repo.ts for the conventions). */
type Big = string | number;

export const countPeople = async (db: Db) => {
  const [row] = await queryRows<{ users: Big; owners: Big; awaiting: Big }>(
    db,
    `select count(*) filter (where role = 'user') as users,
       count(*) filter (where role = 'owner') as owners,
       count(*) filter (where role = 'owner' and approval_status = 'pending') as awaiting
     from accounts where deleted_at is null`,
    [],
  );
  return {
    users: Number(row!.users),
    owners: Number(row!.owners),
    ownersAwaitingApproval: Number(row!.awaiting),
  };
};

/**
 * Long stays (decision 027): months marked overdue (the partial index on unpaid months' due dates
 * covers `status = 'overdue'`), and the `deposits_held` account's sum (its cached balance is the
 * same figure, checked by the ledger audit; the entries are summed as the read model's rule says).
 */
export const longStays = async (db: Db) => {
  const [row] = await queryRows<{ overdue: Big; deposits: Big }>(
    db,
    `select (select count(*) from booking_instalments where status = 'overdue') as overdue,
       (select coalesce(sum(e.amount), 0)::bigint from ledger_entries e
         where e.ledger_account_id = (select id from ledger_accounts where kind = 'deposits_held')) as deposits`,
    [],
  );
  return { overdueInstalments: Number(row!.overdue), depositsHeld: Number(row!.deposits) };
};

/** What the platform owes its people: every wallet's balance. */
export const sumWalletBalances = async (db: Db) => {
  const [row] = await queryRows<{ total: Big }>(
    db,
    `select coalesce(sum(balance), 0)::bigint as total from ledger_accounts where kind = 'wallet'`,
    [],
  );
  return Number(row!.total);
};

/** Owners waiting for approval, oldest first, with how many wait in all. */
export const ownersAwaitingApproval = async (db: Db, limit: number) =>
  (
    await queryRows<{ id: string; name: string; email: string; created_at: Date }>(
      db,
      `select id, name, email, created_at from accounts
       where role = 'owner' and approval_status = 'pending' and deleted_at is null
       order by created_at, id limit $1`,
      [limit],
    )
  ).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at.toISOString(),
  }));

/** Listings waiting for review, oldest first. */
export const listingsAwaitingReview = async (db: Db, limit: number) =>
  (
    await queryRows<{ id: string; title: string; city: string; owner: string; created_at: Date }>(
      db,
      `select p.id, p.title, p.city, o.name as owner, p.created_at
       from properties p join accounts o on o.id = p.owner_id
       where p.status = 'pending' and p.deleted_at is null
       order by p.created_at, p.id limit $1`,
      [limit],
    )
  ).map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    ownerName: row.owner,
    createdAt: row.created_at.toISOString(),
  }));

/** Bookings still open: awaiting payment or confirmed (the other statuses are final). */
export const countOpenBookings = async (db: Db) => {
  const rows = await queryRows<{ status: string; count: Big }>(
    db,
    `select status, count(*) as count from bookings
     where status in ('pending_payment', 'confirmed') group by status`,
    [],
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Partial<
    Record<'pending_payment' | 'confirmed', number>
  >;
};

/**
 * Bookings paid in each bucket (by payment time) that were cancelled since: how many, and the rent
 * and add-ons they did not keep: refunded, or never charged (a long stay's months after month 1
 * that were cancelled unpaid, decision 027). Read live, not through the daily history: a cancellation changes what an
 * earlier payment day counts, which the history's "written once" rule does not allow. Cancelled
 * bookings are few, so this stays a small read. `bounds` as periods.ts's (bucket n is
 * [bounds[n-1], bounds[n])); answers one [count, refunded] per bucket.
 */
export const cancelledByPaymentTime = async (db: Db, bounds: Date[]) => {
  const rows = await queryRows<{ bucket: Big; count: Big; refunded: Big | null }>(
    db,
    `select width_bucket(confirmed_at, $1::timestamptz[]) as bucket, count(*) as count,
       sum(refund_amount - deposit + subtotal - coalesce((select sum(i.amount) from booking_instalments i
         where i.booking_id = bookings.id and i.paid_at is not null), subtotal))::bigint as refunded
     from bookings
     where status = 'cancelled' and confirmed_at >= $2 and confirmed_at < $3
     group by 1`,
    [bounds, bounds[0], bounds.at(-1)],
  );
  const buckets = Array.from({ length: bounds.length - 1 }, () => [0, 0] as [number, number]);
  for (const row of rows) {
    const bucket = buckets[Number(row.bucket) - 1];
    if (bucket) {
      bucket[0] = Number(row.count);
      bucket[1] = Number(row.refunded ?? 0);
    }
  }
  return buckets;
};

const COMMISSION_ACCOUNT = `(select id from ledger_accounts where kind = 'commission')`;

/**
 * The admin's sums over time, each from the rows that hold it (see daily-history.ts): a row's
 * time and amounts never change once written.
 */
export const ADMIN_METRICS = {
  /** The ledger's commission account: 10 % kept, less refunds' reversals. */
  commission: {
    name: 'commission',
    width: 1,
    firstSql: `select min(created_at) as first from ledger_entries where ledger_account_id = ${COMMISSION_ACCOUNT}`,
    bucketSql: `select width_bucket(created_at, $1::timestamptz[]) as bucket, sum(amount)::bigint as v0
      from ledger_entries where ledger_account_id = ${COMMISSION_ACCOUNT}
        and created_at >= $2 and created_at < $3 group by 1`,
  },
  /**
   * Paid bookings by payment time: how many, and their rent and add-ons. A stay ended early or
   * extended rewrites its subtotal (bookings/stay-changes.ts), so the version counts and dates
   * those changes (the partial index bookings_stay_changed_idx).
   */
  paid: {
    name: 'paid',
    width: 2,
    versionSql: `select count(*)::text || '|' || coalesce(max(stay_changed_at)::text, '') as version
      from bookings where stay_changed_at is not null`,
    firstSql: `select min(confirmed_at) as first from bookings where confirmed_at is not null`,
    bucketSql: `select width_bucket(confirmed_at, $1::timestamptz[]) as bucket, count(*) as v0,
        sum(subtotal)::bigint as v1
      from bookings where confirmed_at >= $2 and confirmed_at < $3 group by 1`,
  },
  /**
   * Cancellations: how many, the rent and add-ons refunded (a cancellation always returns the
   * whole deposit, so that is the refund less the deposit), and the rent and add-ons never charged
   * (the months left unpaid, cancelled with the booking: decision 027). A cancelled booking's
   * months never change again, so the row is written once.
   */
  cancelled: {
    name: 'cancelled',
    width: 3,
    firstSql: `select min(cancelled_at) as first from bookings where status = 'cancelled'`,
    bucketSql: `select width_bucket(cancelled_at, $1::timestamptz[]) as bucket, count(*) as v0,
        sum(refund_amount - deposit)::bigint as v1,
        sum(subtotal - coalesce((select sum(i.amount) from booking_instalments i
         where i.booking_id = bookings.id and i.paid_at is not null), subtotal))::bigint as v2
      from bookings where status = 'cancelled' and cancelled_at >= $2 and cancelled_at < $3
      group by 1`,
  },
  completed: {
    name: 'completed',
    width: 1,
    firstSql: `select min(completed_at) as first from bookings where status = 'completed'`,
    bucketSql: `select width_bucket(completed_at, $1::timestamptz[]) as bucket, count(*) as v0
      from bookings where status = 'completed' and completed_at >= $2 and completed_at < $3
      group by 1`,
  },
  /** Holds that ran out, by their deadline. */
  expired: {
    name: 'expired',
    width: 1,
    firstSql: `select min(expires_at) as first from bookings where status = 'expired'`,
    bucketSql: `select width_bucket(expires_at, $1::timestamptz[]) as bucket, count(*) as v0
      from bookings where status = 'expired' and expires_at >= $2 and expires_at < $3 group by 1`,
  },
  /** Every user and owner account created (deleted ones included): users, owners. */
  signUps: {
    name: 'signUps',
    width: 2,
    firstSql: `select min(created_at) as first from accounts where role in ('user', 'owner')`,
    bucketSql: `select width_bucket(created_at, $1::timestamptz[]) as bucket,
        count(*) filter (where role = 'user') as v0, count(*) filter (where role = 'owner') as v1
      from accounts where role in ('user', 'owner') and created_at >= $2 and created_at < $3
      group by 1`,
  },
} satisfies Record<string, DailyMetric>;
