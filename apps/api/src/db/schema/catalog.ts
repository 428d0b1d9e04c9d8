// owner: catalog: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_STATUSES } from '@nestly/shared';

/** Amenities (PRODUCT.md, Features and services). Names are unique regardless of case. */
export const features = pgTable(
  'features',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    icon: text().notNull().default('check'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('features_name_idx').on(sql`lower(${table.name})`)],
);

/** Paid add-ons, priced per month in paise. */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    monthlyPrice: integer().notNull(),
    status: text({ enum: SERVICE_STATUSES }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('services_name_idx').on(sql`lower(${table.name})`),
    check('services_price_check', sql`${table.monthlyPrice} > 0`),
    check('services_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);
