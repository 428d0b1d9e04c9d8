import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/security';

export const BENCH_USER = { email: 'bench.user@bench.local', password: 'Bench12345' };
/** Tenants of the booking benchmark (`bench.booker.N@bench.local`, same password), wallets funded. */
export const BENCH_BOOKERS = Number(process.env.BENCH_BOOKERS ?? 50);
export const benchBookerEmail = (index: number) => `bench.booker.${index}@bench.local`;
/** Tenant–owner pairs that chat in the chat bench (at most the 500 bench owners). */
export const BENCH_CHAT_PAIRS = Math.min(500, Number(process.env.BENCH_CHAT_PAIRS ?? 300));
export const benchChatterEmail = (index: number) => `bench.chatter.${index}@bench.local`;
export const BENCH_CITIES = [
  'Kochi',
  'Bengaluru',
  'Mumbai',
  'Chennai',
  'Goa',
  'Pune',
  'Hyderabad',
  'Delhi',
  'Jaipur',
  'Kolkata',
  'Ahmedabad',
  'Mysuru',
  'Coimbatore',
  'Thiruvananthapuram',
  'Kozhikode',
  'Mangaluru',
  'Udaipur',
  'Indore',
  'Bhopal',
  'Lucknow',
  'Chandigarh',
  'Dehradun',
  'Nagpur',
  'Surat',
  'Vadodara',
  'Visakhapatnam',
  'Madurai',
  'Noida',
  'Gurugram',
  'Shimla',
];
const ADJECTIVES = [
  'Sunny',
  'Spacious',
  'Cosy',
  'Modern',
  'Heritage',
  'Lake-view',
  'Garden',
  'Quiet',
  'Bright',
  'Elegant',
  'Airy',
  'Classic',
];
const STREETS = [
  'MG Road',
  'Park Street',
  'Church Road',
  'Lake Road',
  'Station Road',
  'Temple Street',
  'Beach Road',
  'Hill View',
  'Palm Avenue',
  'Market Lane',
  'Canal Road',
  'Fort Road',
];

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * 100,000 properties (90 % approved, some pending, rejected and blocked) from 500 owners, with
 * features, covers and 20,000 reservations, generated inside PostgreSQL in a few seconds.
 */
export const seedBenchData = async (db: Db, propertyCount: number) => {
  // Owners sign in with the bench password (the live-delivery bench listens as them).
  const benchPasswordHash = await hashPassword(BENCH_USER.password);
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified, approval_status)
    select 'owner', 'Bench Owner ' || i, 'owner' || i || '@bench.local', ${benchPasswordHash}, true, 'approved' from generate_series(1, 500) i`);
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified)
    values ('user', 'Bench User', ${BENCH_USER.email}, ${benchPasswordHash}, true)`);
  await db.execute(
    sql`insert into features (name, icon) select 'Feature ' || i, 'check' from generate_series(1, 12) i`,
  );
  await db.execute(sql`
    with owners as (select array_agg(id order by email) as ids from accounts where role = 'owner')
    insert into properties (owner_id, title, description, type, address, city, state, country, pincode, bedrooms, bathrooms, area,
      furnishing, rent, deposit, min_months, max_months, status, is_blocked, rating_average, rating_count, rating_sum, created_at, updated_at)
    select owners.ids[1 + h.o % 500],
      ${textArray(ADJECTIVES)}[1 + h.a % 12] || ' ' || (1 + h.b % 5) || 'BHK ' || (array['apartment','house','villa','studio','room'])[1 + h.t % 5] || ' near ' || ${textArray(STREETS)}[1 + h.s % 12],
      'A generated listing for load testing, with enough words to look like a real description.',
      (array['apartment','house','villa','studio','room'])[1 + h.t % 5],
      (h.n % 300) || ' ' || ${textArray(STREETS)}[1 + h.s % 12],
      ${textArray(BENCH_CITIES)}[1 + h.c % 30], 'State', 'India', '560001',
      1 + h.b % 5, 1 + h.r % 3, 400 + h.n % 3000,
      (array['unfurnished','semi','full'])[1 + h.f % 3],
      (5000 + h.p % 145000) * 100, (10000 + h.p % 290000) * 100,
      1 + h.m % 3, 6 + h.m % 19,
      case when h.q % 100 < 90 then 'approved' when h.q % 100 < 95 then 'pending' else 'rejected' end,
      h.q % 100 = 50,
      case when h.g % 3 = 0 then null else 3 + (h.g % 20) / 10.0 end,
      case when h.g % 3 = 0 then 0 else 1 + h.g % 40 end, 0,
      now() - make_interval(mins => i), now()
    from generate_series(1, ${propertyCount}) i, owners,
      -- Independent pseudo-random attributes per row (a hash per attribute), as real data has.
      lateral (select abs(hashtext(i || 'o')) o, abs(hashtext(i || 'a')) a, abs(hashtext(i || 'b')) b, abs(hashtext(i || 't')) t,
        abs(hashtext(i || 's')) s, abs(hashtext(i || 'n')) n, abs(hashtext(i || 'c')) c, abs(hashtext(i || 'r')) r,
        abs(hashtext(i || 'f')) f, abs(hashtext(i || 'p')) p, abs(hashtext(i || 'm')) m, abs(hashtext(i || 'q')) q,
        abs(hashtext(i || 'g')) g) h`);
  await db.execute(sql`insert into property_features (property_id, feature_id)
    select p.id, f.id from properties p cross join features f where abs(hashtext(p.id::text || f.id::text)) % 3 = 0`);
  await db.execute(sql`insert into property_images (property_id, position, large_key, thumb_key, width, height)
    select id, 0, 'public/bench/cover-large.webp', 'public/bench/cover-thumb.webp', 1600, 1200 from properties`);
  await db.execute(sql`insert into property_reservations (property_id, during, kind)
    select id, daterange(current_date + (rn % 60)::int, current_date + (rn % 60)::int + 30 * (1 + rn % 6)::int), 'owner_block'
    from (select id, row_number() over (order by id) as rn from properties) numbered where rn % 5 = 0`);
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified)
    select 'user', 'Bench Booker ' || i, 'bench.booker.' || i || '@bench.local', ${benchPasswordHash}, true
    from generate_series(0, ${BENCH_BOOKERS - 1}) i`);
  // The chat bench's tenants (each talks to one bench owner).
  await db.execute(sql`insert into accounts (role, name, email, password_hash, is_verified)
    select 'user', 'Bench Chatter ' || i, 'bench.chatter.' || i || '@bench.local', ${benchPasswordHash}, true
    from generate_series(0, ${BENCH_CHAT_PAIRS - 1}) i`);
  // Fund every booker's wallet with one balanced ledger transaction (money in by card).
  await db.transaction(async (tx) => {
    // Every account got its (empty) wallet at sign-up; fill the bookers' ones.
    await tx.execute(sql`update ledger_accounts set balance = 100000000000
      where kind = 'wallet' and holder_id in (select id from accounts where email like 'bench.booker.%')`);
    await tx.execute(sql`
      with funding as (insert into ledger_transactions (kind, description, created_at)
        values ('wallet_top_up', 'Bench funding', now()) returning id)
      insert into ledger_entries (transaction_id, ledger_account_id, amount, balance_after, entry_kind, created_at)
      select funding.id, a.id, a.balance, a.balance, 'top_up', now() from funding, ledger_accounts a where a.kind = 'wallet' and a.balance > 0
      union all
      select funding.id, c.id, -(select sum(balance) from ledger_accounts where kind = 'wallet'), null, 'top_up', now()
      from funding, ledger_accounts c where c.kind = 'provider_clearing'`);
  });
  // Steady state, as autovacuum leaves a table: statistics fresh and the visibility map set.
  await db.execute(sql`vacuum analyze`);
};
