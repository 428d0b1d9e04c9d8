// owner: dashboards: only its code queries these tables (eslint.table-owners.js).
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Lost demand (decision 015): a daily roll-up of the user search, written in batches off the
 * request path by the dashboards module. One row per day and city (every first-page search), and
 * one per day, city, budget band, move-in month and stay length for searches that found fewer than
 * FEW_SEARCH_RESULTS homes. Keys never hold null ('' / 0 stand for "not given") so they can be
 * primary keys that an upsert adds to.
 */
export const searchDemandDaily = pgTable(
  'search_demand_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    /** lower(city) as searched; '' when the search named no city. */
    cityKey: text().notNull(),
    searches: integer().notNull().default(0),
    zeroResults: integer().notNull().default(0),
    fewResults: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.cityKey] }),
    index('search_demand_daily_city_idx').on(table.cityKey, table.day),
  ],
);

export const lostSearchDaily = pgTable(
  'lost_search_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    cityKey: text().notNull(),
    /** The budget band's ceiling in paise (SEARCH_BUDGET_BAND_CEILINGS); 0 = no budget. */
    maxRentBand: bigint({ mode: 'number' }).notNull(),
    /** `YYYY-MM` of the move-in date; '' when none was given. */
    moveInMonth: text().notNull(),
    /** Months asked for; 0 when not given. */
    rentalPeriod: smallint().notNull(),
    zeroResults: integer().notNull().default(0),
    fewResults: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.cityKey, table.maxRentBand, table.moveInMonth, table.rentalPeriod],
    }),
    index('lost_search_daily_city_idx').on(table.cityKey, table.day),
  ],
);
