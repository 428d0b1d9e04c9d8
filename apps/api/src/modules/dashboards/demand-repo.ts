// read model: reads properties.
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql-text';
import { monthIndexOf, type CityOffer, type CityTotals, type LostGroup } from './lost-demand';

/** The lost-demand roll-up's queries (tables in db/schema/search-demand.ts). */
export interface CityCounter {
  day: string;
  cityKey: string;
  searches: number;
  zeroResults: number;
  fewResults: number;
}

export interface LostCounter {
  day: string;
  cityKey: string;
  maxRentBand: number;
  moveInMonth: string;
  rentalPeriod: number;
  zeroResults: number;
  fewResults: number;
}

const byKey = <T>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/**
 * Adds counters to the roll-up: one upsert per table, rows in key order so two processes flushing
 * at once lock rows in the same order (no deadlock).
 */
export const addSearchCounts = async (db: Db, cities: CityCounter[], lost: LostCounter[]) => {
  if (cities.length > 0) {
    const rows = byKey(cities, (row) => `${row.day}|${row.cityKey}`);
    await queryRows(
      db,
      `insert into search_demand_daily (day, city_key, searches, zero_results, few_results)
       select * from unnest($1::date[], $2::text[], $3::int[], $4::int[], $5::int[])
       on conflict (day, city_key) do update set
         searches = search_demand_daily.searches + excluded.searches,
         zero_results = search_demand_daily.zero_results + excluded.zero_results,
         few_results = search_demand_daily.few_results + excluded.few_results`,
      [
        rows.map((row) => row.day),
        rows.map((row) => row.cityKey),
        rows.map((row) => row.searches),
        rows.map((row) => row.zeroResults),
        rows.map((row) => row.fewResults),
      ],
    );
  }
  if (lost.length > 0) {
    const rows = byKey(
      lost,
      (row) =>
        `${row.day}|${row.cityKey}|${row.maxRentBand}|${row.moveInMonth}|${row.rentalPeriod}`,
    );
    await queryRows(
      db,
      `insert into lost_search_daily
         (day, city_key, max_rent_band, move_in_month, rental_period, zero_results, few_results)
       select * from unnest($1::date[], $2::text[], $3::bigint[], $4::text[], $5::smallint[],
         $6::int[], $7::int[])
       on conflict (day, city_key, max_rent_band, move_in_month, rental_period) do update set
         zero_results = lost_search_daily.zero_results + excluded.zero_results,
         few_results = lost_search_daily.few_results + excluded.few_results`,
      [
        rows.map((row) => row.day),
        rows.map((row) => row.cityKey),
        rows.map((row) => row.maxRentBand),
        rows.map((row) => row.moveInMonth),
        rows.map((row) => row.rentalPeriod),
        rows.map((row) => row.zeroResults),
        rows.map((row) => row.fewResults),
      ],
    );
  }
};

/** The cities homes are in (any state but deleted), as `properties.city_key`. */
export const findHomeCityKeys = async (db: Db) =>
  (
    await queryRows<{ city_key: string }>(
      db,
      'select distinct city_key from properties where deleted_at is null and city_key is not null',
      [],
    )
  ).map((row) => row.city_key);

interface TotalsRow {
  city_key: string;
  searches: string | number;
  zero_results: string | number;
  few_results: string | number;
}

/** Searches per city since `since`; only `cityKeys` when given. */
export const cityTotals = async (
  db: Db,
  since: string,
  cityKeys: string[] | null,
): Promise<CityTotals[]> => {
  const rows = await queryRows<TotalsRow>(
    db,
    `select city_key, sum(searches)::bigint as searches, sum(zero_results)::bigint as zero_results,
       sum(few_results)::bigint as few_results
     from search_demand_daily
     where day >= $1::date and ($2::text[] is null or city_key = any($2::text[]))
     group by city_key`,
    [since, cityKeys],
  );
  return rows.map((row) => ({
    cityKey: row.city_key,
    searches: Number(row.searches),
    zeroResults: Number(row.zero_results),
    fewResults: Number(row.few_results),
  }));
};

interface GroupRow {
  city_key: string;
  max_rent_band: string | number;
  move_in_month: string;
  rental_period: number;
  zero_results: string | number;
  few_results: string | number;
}

const toGroup = (row: GroupRow): LostGroup => ({
  cityKey: row.city_key,
  band: Number(row.max_rent_band),
  moveInMonth: row.move_in_month,
  monthIndex: monthIndexOf(row.move_in_month),
  period: Number(row.rental_period),
  zeroResults: Number(row.zero_results),
  fewResults: Number(row.few_results),
});

/** Lost searches of some cities since `since`, the days added together. */
export const lostGroupsOfCities = async (db: Db, since: string, cityKeys: string[]) =>
  (
    await queryRows<GroupRow>(
      db,
      `select city_key, max_rent_band, move_in_month, rental_period,
         sum(zero_results)::bigint as zero_results, sum(few_results)::bigint as few_results
       from lost_search_daily
       where city_key = any($2::text[]) and day >= $1::date
       group by city_key, max_rent_band, move_in_month, rental_period`,
      [since, cityKeys],
    )
  ).map(toGroup);

/** Every lost search since `since` by city, budget and stay (the admin's funnel needs no month). */
export const lostGroupsByCityBudgetStay = async (db: Db, since: string) =>
  (
    await queryRows<GroupRow>(
      db,
      `select city_key, max_rent_band, '' as move_in_month, rental_period,
         sum(zero_results)::bigint as zero_results, sum(few_results)::bigint as few_results
       from lost_search_daily where day >= $1::date
       group by city_key, max_rent_band, rental_period`,
      [since],
    )
  ).map(toGroup);

/** The biggest lost groups by city, budget band and move-in month. */
export const topLostGroups = async (db: Db, since: string, limit: number) =>
  (
    await queryRows<GroupRow>(
      db,
      `select city_key, max_rent_band, move_in_month, 0 as rental_period,
         sum(zero_results)::bigint as zero_results, sum(few_results)::bigint as few_results
       from lost_search_daily where day >= $1::date
       group by city_key, max_rent_band, move_in_month
       order by sum(zero_results + few_results) desc, city_key, max_rent_band, move_in_month
       limit $2`,
      [since, limit],
    )
  ).map(toGroup);

/** What is listed in each city: cheapest rent and the shortest and longest stays offered. */
export const cityOffers = async (db: Db, cityKeys: string[]): Promise<CityOffer[]> => {
  const rows = await queryRows<{
    city_key: string;
    cheapest: string | number;
    shortest: number;
    longest: number;
  }>(
    db,
    `select city_key, min(rent) as cheapest, min(min_months) as shortest,
       max(max_months) as longest
     from properties where is_listed and city_key = any($1::text[])
     group by city_key`,
    [cityKeys],
  );
  return rows.map((row) => ({
    cityKey: row.city_key,
    cheapestRent: Number(row.cheapest),
    shortestStay: Number(row.shortest),
    longestStay: Number(row.longest),
  }));
};
