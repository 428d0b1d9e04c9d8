import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/security';
import { BENCH_CITIES, BENCH_USER } from './seed-bench-data';

/** Tenants who made the generated bookings (their wallets receive refunds and deposits). */
const TENANTS = 20_000;
/** Owners the dashboard benchmark signs in as (`owner1@bench.local`…, the bench password). */
export const BENCH_DASHBOARD_OWNERS = 20;

const textArray = (values: readonly (string | number)[]) =>
  sql.raw(`(array[${values.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(',')}])`);

/**
 * The dashboards' world at scale, written straight in SQL on top of seedBenchData: `count`
 * bookings (default 200,000) over the listed homes, with the ledger transactions a real history
 * leaves (card payment, late or full refund on cancellation, deposit return on completion), every
 * transaction balanced and every wallet equal to its entries (the triggers check the first; the
 * cached balances are set from the sums), reviews of half the finished stays, and 400 days of the
 * search roll-up. Each home's stays sit in separate 240-day slots, so none overlap.
 */
export const seedDashboardData = async (db: Db, count: number) => {
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified, created_at)
    select 'user', 'Bench Tenant ' || i, 'bench.tenant.' || i || '@bench.local', 'not-a-login', true,
      now() - make_interval(days => (i % 500))
    from generate_series(1, ${TENANTS}) i`);
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified, approval_status, created_at)
    select 'owner', 'Bench Pending Owner ' || i, 'pending.owner' || i || '@bench.local', 'not-a-login', true, 'pending',
      now() - make_interval(days => i)
    from generate_series(1, 25) i`);
  const passwordHash = await hashPassword(BENCH_USER.password);
  await db.execute(sql`update accounts set password_hash = ${passwordHash}
    where email in (select 'owner' || i || '@bench.local' from generate_series(1, ${BENCH_DASHBOARD_OWNERS}) i)`);

  // The homes in a numbered table first, so each generated booking finds its home by a hash join.
  // Homes with the bench's owner blocks are left out, so confirmed stays can hold their dates.
  await db.execute(sql`create temp table bench_homes as
    select id, owner_id, rent, deposit, (row_number() over (order by id) - 1)::int as n
    from properties p where status = 'approved' and not is_blocked and deleted_at is null
      and not exists (select 1 from property_reservations r where r.property_id = p.id)`);
  await db.execute(sql`create temp table bench_tenants as
    select id, (row_number() over (order by email) - 1)::int as n
    from accounts where email like 'bench.tenant.%'`);
  await db.execute(sql`create temp table bench_bookings as
    with sizes as (select (select count(*) from bench_homes)::int as homes),
    numbered as (
      select g.i, g.i % s.homes as home, g.i / s.homes as slot, abs(hashtext(g.i || 'u')) % ${TENANTS} as tenant
      from generate_series(0, ${count - 1}) g(i), sizes s),
    picked as (
      select x.i, h.id as property_id, h.owner_id, h.rent, h.deposit, t.id as user_id,
        current_date - 500 + x.slot * 240 + abs(hashtext(x.i || 'o')) % 60 as move_in,
        1 + abs(hashtext(x.i || 'm')) % 5 as months,
        abs(hashtext(x.i || 's')) % 100 as fate,
        abs(hashtext(x.i || 'a')) % 10 < 3 as with_add_on,
        1 + abs(hashtext(x.i || 'c')) % 60 as lead_days
      from numbered x join bench_homes h on h.n = x.home join bench_tenants t on t.n = x.tenant)
    select *, (move_in + make_interval(months => months))::date as end_date,
      rent * months as rent_total,
      case when with_add_on then 150000 * months else 0 end as add_ons_total,
      -- Booked some days before move-in; stays booked ahead of today spread over the last month.
      least((move_in - lead_days)::timestamptz + interval '10 hours',
        (current_date - 1 - abs(hashtext(i || 'd')) % 30)::timestamptz + interval '10 hours') as created_at
    from picked`);
  await db.execute(sql`alter table bench_bookings add column subtotal bigint, add column commission bigint,
    add column status text, add column refund bigint, add column sub_refund bigint, add column cancelled_at timestamptz`);
  await db.execute(sql`update bench_bookings set subtotal = rent_total + add_ons_total,
    commission = (rent_total + add_ons_total) / 10,
    status = case when fate < 3 then 'expired' when fate < 13 then 'cancelled'
      when end_date <= current_date then 'completed' else 'confirmed' end`);
  // Cancellations: a third late (half the rent back), the rest in full; never after move-in.
  await db.execute(sql`update bench_bookings set
    sub_refund = case when fate % 3 = 0 then ceil(rent_total / 2.0)::bigint + add_ons_total else subtotal end,
    cancelled_at = greatest(created_at + interval '11 minutes', least(created_at + interval '1 day',
      (move_in - 1)::timestamptz + interval '9 hours', now() - interval '30 minutes'))
    where status = 'cancelled'`);
  await db.execute(
    sql`update bench_bookings set refund = sub_refund + deposit where status = 'cancelled'`,
  );

  await db.execute(sql`insert into bookings (id, reference, user_id, property_id, owner_id, status, move_in_date,
      end_date, rental_period, monthly_rent, rent_total, add_ons, add_ons_total, deposit, subtotal, commission,
      owner_share, total, payment_method, confirmed_at, cancelled_at, cancelled_by, cancellation_reason,
      refund_amount, completed_at, expires_at, created_at, updated_at)
    select gen_random_uuid(), 'BN-' || lpad(to_hex(i), 6, '0'), user_id, property_id, owner_id, status, move_in, end_date,
      months, rent, rent_total,
      case when with_add_on then jsonb_build_array(jsonb_build_object('serviceId', gen_random_uuid(),
        'name', 'Cleaning', 'monthlyPrice', 150000, 'total', add_ons_total)) else '[]'::jsonb end,
      add_ons_total, deposit, subtotal, commission, subtotal - commission, subtotal + deposit,
      case when status = 'expired' then null else 'card' end,
      case when status = 'expired' then null else created_at + interval '1 minute' end,
      cancelled_at, case when status = 'cancelled' then 'user' end,
      case when status = 'cancelled' then 'Plans changed' end, refund,
      case when status = 'completed' then end_date::timestamptz + interval '1 hour' end,
      case when status = 'expired' then created_at + interval '15 minutes' end,
      created_at, created_at
    from bench_bookings`);
  // Unpaid holds that ran out hold nothing; confirmed stays hold their dates, as the app does.
  await db.execute(sql`insert into property_reservations (property_id, during, kind, booking_id, created_at)
    select property_id, daterange(move_in_date, end_date), 'booking', id, created_at
    from bookings where reference like 'BN-%' and status = 'confirmed'`);
  await writeLedger(db);
  await db.execute(sql`insert into reviews (booking_id, property_id, user_id, rating, review_text, created_at)
    select id, property_id, user_id, 3 + abs(hashtext(id::text)) % 3, 'A generated review for the benchmark.',
      completed_at
    from bookings where status = 'completed' and abs(hashtext(id::text || 'r')) % 2 = 0`);
  await seedSearchDemand(db);
  await db.execute(sql`drop table bench_bookings, bench_homes, bench_tenants`);
  await db.execute(sql`vacuum analyze`);
};

/**
 * Every money event of the generated bookings as balanced ledger transactions, in one INSERT of
 * entries (the balance trigger checks each transaction once), with the wallets' running balances
 * and cached balances worked out from the same rows.
 */
const writeLedger = async (db: Db) => {
  await db.execute(sql`create temp table bench_tx as
    select gen_random_uuid() as id, b.id as booking_id, e.kind, e.at, b.reference, b.user_id, b.owner_id,
      b.total, b.commission, b.owner_share, b.deposit, b.subtotal, b.refund_amount
    from bookings b
    cross join lateral (values
      ('booking_payment', b.confirmed_at),
      ('booking_refund', b.cancelled_at),
      ('deposit_return', b.completed_at)) e(kind, at)
    where b.reference like 'BN-%' and e.at is not null`);
  await db.execute(sql`insert into ledger_transactions (id, kind, description, booking_id, created_at)
    select id, kind, kind || ' ' || reference, booking_id, at from bench_tx`);
  await db.execute(sql`create temp table bench_lines as
    with platform as (select
        (select id from ledger_accounts where kind = 'provider_clearing') as clearing,
        (select id from ledger_accounts where kind = 'commission') as commission,
        (select id from ledger_accounts where kind = 'deposits_held') as deposits),
    wallets as (select holder_id, id from ledger_accounts where kind = 'wallet'),
    kept as (select t.*, (t.subtotal - (t.refund_amount - t.deposit)) as kept_subtotal from bench_tx t)
    select t.id as tx, l.account, l.amount, l.entry_kind, t.at, l.line
    from kept t, platform p,
      lateral (select id from wallets where holder_id = t.user_id) uw(id),
      lateral (select id from wallets where holder_id = t.owner_id) ow(id),
      lateral (values
        (1, case t.kind when 'booking_payment' then p.clearing when 'booking_refund' then uw.id else p.deposits end,
           case t.kind when 'booking_payment' then -t.total when 'booking_refund' then t.refund_amount else -t.deposit end,
           case t.kind when 'booking_payment' then 'booking_payment' when 'booking_refund' then 'refund' else 'deposit_return' end),
        (2, case t.kind when 'booking_payment' then p.commission when 'booking_refund' then p.commission else uw.id end,
           case t.kind when 'booking_payment' then t.commission
             when 'booking_refund' then -(t.commission - t.kept_subtotal / 10) else t.deposit end,
           case t.kind when 'booking_payment' then 'booking_payment' when 'booking_refund' then 'refund' else 'deposit_return' end),
        (3, case when t.kind = 'deposit_return' then null else ow.id end,
           case t.kind when 'booking_payment' then t.owner_share
             else -(t.owner_share - (t.kept_subtotal - t.kept_subtotal / 10)) end,
           case t.kind when 'booking_payment' then 'booking_earning' else 'earning_reversal' end),
        (4, case when t.kind = 'deposit_return' then null else p.deposits end,
           case t.kind when 'booking_payment' then t.deposit else -t.deposit end,
           case t.kind when 'booking_payment' then 'booking_payment' else 'refund' end)
      ) l(line, account, amount, entry_kind)
    where l.account is not null and l.amount <> 0`);
  await db.execute(sql`insert into ledger_entries (transaction_id, ledger_account_id, amount, balance_after, entry_kind, created_at)
    select l.tx, l.account, l.amount,
      case when a.kind = 'wallet' then coalesce(a.balance, 0) + sum(l.amount) over (
        partition by l.account order by l.at, l.tx, l.line rows unbounded preceding) end,
      l.entry_kind, l.at
    from bench_lines l join ledger_accounts a on a.id = l.account
    order by l.at, l.tx, l.line`);
  await db.execute(sql`update ledger_accounts a set balance = a.balance + s.total
    from (select account, sum(amount) as total from bench_lines group by account) s
    where a.id = s.account and a.kind = 'wallet'`);
  await db.execute(sql`drop table bench_lines`);
  await db.execute(sql`drop table bench_tx`);
};

/** 400 days of searches per city, and ~30 groups of lost searches per city and day. */
const seedSearchDemand = async (db: Db) => {
  const cities = BENCH_CITIES.map((city) => city.toLowerCase());
  await db.execute(sql`insert into search_demand_daily (day, city_key, searches, zero_results, few_results)
    select d::date, c, 300 + h % 400, 10 + h % 40, 20 + h % 60
    from generate_series(current_date - 399, current_date, interval '1 day') d,
      unnest(${textArray([...cities, ''])}::text[]) c,
      lateral (select abs(hashtext(d::text || c)) as h) x`);
  await db.execute(sql`insert into lost_search_daily
      (day, city_key, max_rent_band, move_in_month, rental_period, zero_results, few_results)
    select d::date, c,
      (${textArray([0, 500000, 1000000, 1500000, 2000000, 2500000, 3000000, 4000000, 5000000, 7500000, 10000000])}::bigint[])[1 + h % 11],
      case when h % 3 = 0 then '' else to_char(d + (h % 150) * interval '1 day', 'YYYY-MM') end,
      (h % 13)::smallint, 1 + h % 4, h % 3
    from generate_series(current_date - 399, current_date, interval '1 day') d,
      unnest(${textArray(cities)}::text[]) c, generate_series(1, 30) k,
      lateral (select abs(hashtext(d::text || c || k)) as h) x
    on conflict do nothing`);
};
