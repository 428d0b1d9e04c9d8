// read model: reads bookings, properties, property_reservations.
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql-text';
import type { HomeTerms } from './lost-demand';

/** The owner's homes over time: occupancy and, for lost demand, terms and reservations. */
type Big = string | number;

/**
 * Days booked (confirmed stays) and days the owner blocked within [from, to), per approved
 * listing. Blocks and bookings cannot overlap (one exclusion constraint holds both).
 */
export const occupancyByListing = async (db: Db, ownerId: string, from: string, to: string) =>
  (
    await queryRows<{ id: string; title: string; city: string; booked: Big; blocked: Big }>(
      db,
      `select p.id, p.title, p.city,
         coalesce((select sum(upper(r) - lower(r)) from (
           select daterange(b.move_in_date, b.end_date) * daterange($2::date, $3::date) as r
           from bookings b where b.property_id = p.id and b.status = 'confirmed'
             and b.end_date > $2::date and b.move_in_date < $3::date) booked), 0) as booked,
         coalesce((select sum(upper(r) - lower(r)) from (
           select x.during * daterange($2::date, $3::date) as r
           from property_reservations x where x.property_id = p.id and x.is_active
             and x.kind = 'owner_block' and x.during && daterange($2::date, $3::date)) blocked), 0) as blocked
       from properties p
       where p.owner_id = $1 and p.status = 'approved' and p.deleted_at is null
       order by p.title, p.id`,
      [ownerId, from, to],
    )
  ).map((row) => ({
    propertyId: row.id,
    title: row.title,
    city: row.city,
    bookedDays: Number(row.booked),
    blockedDays: Number(row.blocked),
  }));

/** The owner's listed homes with their terms and reservations still to come (lost demand). */
export const listedHomeTerms = async (db: Db, ownerId: string, today: string) => {
  const rows = await queryRows<{
    id: string;
    title: string;
    city: string;
    city_key: string;
    rent: Big;
    min_months: number;
    max_months: number;
    ranges: string[] | null;
  }>(
    db,
    `select p.id, p.title, p.city, p.city_key, p.rent, p.min_months, p.max_months,
       (select array_agg(lower(x.during)::text || '|' || upper(x.during)::text order by lower(x.during))
        from property_reservations x
        where x.property_id = p.id and x.is_active and upper(x.during) > $2::date) as ranges
     from properties p where p.owner_id = $1 and p.is_listed
     order by p.created_at, p.id`,
    [ownerId, today],
  );
  return rows.map((row): HomeTerms => ({
    propertyId: row.id,
    title: row.title,
    city: row.city,
    cityKey: row.city_key,
    rent: Number(row.rent),
    minMonths: row.min_months,
    maxMonths: row.max_months,
    reservations: (row.ranges ?? []).map((range) => {
      const [from, to] = range.split('|');
      return { from: from!, to: to! };
    }),
  }));
};
