// read model: reads accounts, bookings, properties, reviews, subscriptions, the ledger's tables.
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql-text';

/**
 * The owner dashboard's reads. The dashboards module is a read model over other modules' tables
 * (decision 015): it only reads, in plain parameterised SQL (db/sql-text), each figure straight
 * from the rows that hold it. bigint arrives as a string (node-postgres) or a number (PGlite), so
 * every sum goes through Number(); calendar days are cast to text so no driver turns them into
 * dates in some time zone.
 */
type Big = string | number;

export interface OwnerState {
  approvalStatus: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  walletBalance: number;
  pendingBalance: number;
  usedProperties: number;
  planName: string | null;
  allowedProperties: number | null;
  paidUntil: Date | null;
}

export const findOwnerState = async (db: Db, ownerId: string, now: Date): Promise<OwnerState> => {
  const [row] = await queryRows<{
    approval_status: OwnerState['approvalStatus'];
    rejection_reason: string | null;
    balance: Big | null;
    pending: Big | null;
    used: Big;
    plan_name: string | null;
    allowed_properties: number | null;
    paid_until: Date | null;
  }>(
    db,
    `select a.approval_status, a.rejection_reason,
       (select balance from ledger_accounts w where w.kind = 'wallet' and w.holder_id = a.id) as balance,
       (select balance from ledger_accounts w where w.kind = 'owner_pending' and w.holder_id = a.id) as pending,
       (select count(*) from properties p where p.owner_id = a.id and p.deleted_at is null) as used,
       running.plan_name, running.allowed_properties,
       (select max(s.ends_at) from subscriptions s where s.owner_id = a.id and s.ends_at > $2) as paid_until
     from accounts a
     left join lateral (
       select s.plan_name, s.allowed_properties from subscriptions s
       where s.owner_id = a.id and s.starts_at <= $2 and s.ends_at > $2
       order by s.ends_at desc limit 1) running on true
     where a.id = $1`,
    [ownerId, now],
  );
  return {
    approvalStatus: row!.approval_status,
    rejectionReason: row!.rejection_reason,
    walletBalance: Number(row!.balance ?? 0),
    pendingBalance: Number(row!.pending ?? 0),
    usedProperties: Number(row!.used),
    planName: row!.plan_name,
    allowedProperties: row!.allowed_properties,
    paidUntil: row!.plan_name ? row!.paid_until : null,
  };
};

export interface EarningsBucketRow {
  bucket: number;
  earned: number;
  reversed: number;
  thisMonth: number;
}

/**
 * The owner wallet's stay credits and their reversals, per series bucket (0 before the range),
 * with what fell in the calendar month. One index-only pass over the wallet's entries.
 */
export const earningsByBucket = async (
  db: Db,
  ownerId: string,
  bounds: Date[],
  month: { start: Date; end: Date },
): Promise<EarningsBucketRow[]> => {
  const rows = await queryRows<{ bucket: number; earned: Big; reversed: Big; this_month: Big }>(
    db,
    `select width_bucket(e.created_at, $2::timestamptz[]) as bucket,
       coalesce(sum(e.amount) filter (where e.entry_kind = 'booking_earning'), 0)::bigint as earned,
       coalesce(-sum(e.amount) filter (where e.entry_kind = 'earning_reversal'), 0)::bigint as reversed,
       coalesce(sum(e.amount) filter (where e.created_at >= $3 and e.created_at < $4), 0)::bigint as this_month
     from ledger_entries e
     where e.ledger_account_id in (select id from ledger_accounts where kind in ('wallet', 'owner_pending') and holder_id = $1)
       and e.entry_kind in ('booking_earning', 'earning_reversal')
     group by 1`,
    [ownerId, bounds, month.start, month.end],
  );
  return rows.map((row) => ({
    bucket: Number(row.bucket),
    earned: Number(row.earned),
    reversed: Number(row.reversed),
    thisMonth: Number(row.this_month),
  }));
};

/** Each booking's credits and reversals on the owner's wallet within [from, to). */
export const earningsByBooking = async (db: Db, ownerId: string, from: Date, to: Date) =>
  (
    await queryRows<{
      booking_id: string;
      reference: string;
      property_title: string;
      tenant_name: string;
      move_in_date: string;
      end_date: string;
      status: string;
      earned: Big;
      reversed: Big;
      last_at: Date;
    }>(
      db,
      `select b.id as booking_id, b.reference, p.title as property_title, u.name as tenant_name,
         b.move_in_date::text as move_in_date, b.end_date::text as end_date, b.status,
         m.earned, m.reversed, m.last_at
       from (
         select t.booking_id,
           coalesce(sum(e.amount) filter (where e.entry_kind = 'booking_earning'), 0)::bigint as earned,
           coalesce(-sum(e.amount) filter (where e.entry_kind = 'earning_reversal'), 0)::bigint as reversed,
           max(e.created_at) as last_at
         from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
         where e.ledger_account_id in (select id from ledger_accounts where kind in ('wallet', 'owner_pending') and holder_id = $1)
           and e.entry_kind in ('booking_earning', 'earning_reversal')
           and e.created_at >= $2 and e.created_at < $3
         group by t.booking_id) m
       join bookings b on b.id = m.booking_id
       join properties p on p.id = b.property_id
       join accounts u on u.id = b.user_id
       order by m.last_at desc, b.reference`,
      [ownerId, from, to],
    )
  ).map((row) => ({
    bookingId: row.booking_id,
    reference: row.reference,
    propertyTitle: row.property_title,
    tenantName: row.tenant_name,
    moveInDate: row.move_in_date,
    endDate: row.end_date,
    status: row.status,
    earned: Number(row.earned),
    reversed: Number(row.reversed),
    net: Number(row.earned) - Number(row.reversed),
    lastMovementAt: row.last_at,
  }));

export interface RentDue {
  expected: { count: number; amount: number };
  overdue: { count: number; amount: number };
}

/**
 * The owner's unpaid months (decision 027): due in [today, until) and overdue. One pass over the
 * unpaid months by due date (the partial index `booking_instalments_unpaid_due_idx`): the unpaid
 * rows are the live stays' future months, so the scan stays small; each is joined to its booking
 * for the owner.
 */
export const rentDue = async (
  db: Db,
  ownerId: string,
  today: string,
  until: string,
): Promise<RentDue> => {
  const [row] = await queryRows<{
    expected_count: Big;
    expected_amount: Big;
    overdue_count: Big;
    overdue_amount: Big;
  }>(
    db,
    `select count(*) filter (where i.status <> 'overdue' and i.due_date >= $2::date) as expected_count,
       coalesce(sum(i.amount) filter (where i.status <> 'overdue' and i.due_date >= $2::date), 0)::bigint as expected_amount,
       count(*) filter (where i.status = 'overdue') as overdue_count,
       coalesce(sum(i.amount) filter (where i.status = 'overdue'), 0)::bigint as overdue_amount
     from booking_instalments i join bookings b on b.id = i.booking_id
     where i.status in ('upcoming', 'due', 'overdue') and i.due_date < $3::date
       and b.owner_id = $1`,
    [ownerId, today, until],
  );
  return {
    expected: { count: Number(row!.expected_count), amount: Number(row!.expected_amount) },
    overdue: { count: Number(row!.overdue_count), amount: Number(row!.overdue_amount) },
  };
};

/** Status → count over any bookings, optionally one owner's. */
export const bookingsByStatus = async (db: Db, ownerId: string | null) =>
  (
    await queryRows<{ status: string; count: Big }>(
      db,
      `select status, count(*) as count from bookings
       where ($1::uuid is null or owner_id = $1::uuid) group by status`,
      [ownerId],
    )
  ).map((row) => ({ status: row.status, count: Number(row.count) }));

export interface MoveRow {
  kind: 'in' | 'out';
  bookingId: string;
  reference: string;
  propertyId: string;
  propertyTitle: string;
  tenantName: string;
  date: string;
}

/** Confirmed stays starting, and stays ending, in [today, until). */
export const upcomingMoves = async (db: Db, ownerId: string, today: string, until: string) =>
  (
    await queryRows<{
      id: string;
      reference: string;
      property_id: string;
      title: string;
      tenant: string;
      move_in_date: string;
      end_date: string;
      status: string;
    }>(
      db,
      `select b.id, b.reference, b.property_id, p.title, u.name as tenant,
         b.move_in_date::text as move_in_date, b.end_date::text as end_date, b.status
       from bookings b join properties p on p.id = b.property_id join accounts u on u.id = b.user_id
       where b.owner_id = $1 and b.status in ('confirmed', 'completed')
         and ((b.move_in_date >= $2::date and b.move_in_date < $3::date)
           or (b.end_date >= $2::date and b.end_date < $3::date))`,
      [ownerId, today, until],
    )
  ).flatMap((row): MoveRow[] => {
    const base = {
      bookingId: row.id,
      reference: row.reference,
      propertyId: row.property_id,
      propertyTitle: row.title,
      tenantName: row.tenant,
    };
    const moves: MoveRow[] = [];
    if (row.status === 'confirmed' && row.move_in_date >= today && row.move_in_date < until)
      moves.push({ ...base, kind: 'in', date: row.move_in_date });
    if (row.end_date >= today && row.end_date < until)
      moves.push({ ...base, kind: 'out', date: row.end_date });
    return moves;
  });

/** Listings not deleted by status (blocked = approved but hidden by an admin), any owner or one. */
export const listingsByStatus = async (db: Db, ownerId: string | null) => {
  const rows = await queryRows<{ status: string; is_blocked: boolean; count: Big }>(
    db,
    `select status, is_blocked, count(*) as count from properties
     where deleted_at is null and ($1::uuid is null or owner_id = $1::uuid)
     group by status, is_blocked`,
    [ownerId],
  );
  const counts = { pending: 0, approved: 0, rejected: 0, blocked: 0 };
  for (const row of rows) {
    const key = row.status === 'approved' && row.is_blocked ? 'blocked' : row.status;
    counts[key as keyof typeof counts] += Number(row.count);
  }
  return counts;
};

/** Rejected and pending listings, the most recently changed first. */
export const listingsNeedingAction = async (db: Db, ownerId: string, limit: number) =>
  (
    await queryRows<{
      id: string;
      title: string;
      status: 'pending' | 'rejected';
      rejection_reason: string | null;
      updated_at: Date;
    }>(
      db,
      `select id, title, status, rejection_reason, updated_at from properties
       where owner_id = $1 and deleted_at is null and status in ('pending', 'rejected')
       order by (status = 'rejected') desc, updated_at desc, id limit $2`,
      [ownerId, limit],
    )
  ).map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    rejectionReason: row.rejection_reason,
    updatedAt: row.updated_at.toISOString(),
  }));

/** Every review of the owner's homes (deleted listings keep their history). */
export const ownerRating = async (db: Db, ownerId: string) => {
  const [row] = await queryRows<{ count: Big; total: Big | null }>(
    db,
    `select count(*) as count, sum(r.rating) as total
     from reviews r join properties p on p.id = r.property_id where p.owner_id = $1`,
    [ownerId],
  );
  const count = Number(row!.count);
  return {
    count,
    average: count === 0 ? null : Math.round((Number(row!.total) / count) * 100) / 100,
  };
};
