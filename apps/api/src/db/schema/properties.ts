// owner: properties: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FURNISHINGS, PROPERTY_STATUSES, PROPERTY_TYPES } from '@nestly/shared';
import { accounts } from './accounts';
import { accountReference } from './columns';
import { features } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A PostgreSQL daterange, `[start,end)`. Written and read as text like `[2026-01-01,2026-03-01)`. */
export const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/** Partial indexes cover listed properties only: what users can see. */
const isVisible = sql`is_listed`;

export const properties = pgTable(
  'properties',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: accountReference(),
    title: text().notNull(),
    description: text().notNull(),
    type: text({ enum: PROPERTY_TYPES }).notNull(),
    address: text().notNull(),
    city: text().notNull(),
    /** lower(city), stored so the planner has real statistics for the most common filter. */
    cityKey: text().generatedAlwaysAs(sql`lower(city)`),
    state: text().notNull(),
    country: text().notNull(),
    pincode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    bedrooms: integer().notNull(),
    bathrooms: integer().notNull(),
    area: integer().notNull(),
    furnishing: text({ enum: FURNISHINGS }).notNull(),
    rent: bigint({ mode: 'number' }).notNull(),
    deposit: bigint({ mode: 'number' }).notNull(),
    minMonths: integer().notNull(),
    maxMonths: integer().notNull(),
    status: text({ enum: PROPERTY_STATUSES }).notNull().default('pending'),
    isBlocked: boolean().notNull().default(false),
    /**
     * What users may see: approved, not blocked, not deleted, and the owner active and not
     * deleted. Kept by database triggers (migration 0002) whatever changes, so the hot search path
     * reads one indexed flag instead of joining owners.
     */
    isListed: boolean().notNull().default(false),
    /**
     * The ids in property_features, mirrored by a trigger (migration 0003) so "has all these
     * features" is one array containment test per row (GIN-indexed) instead of a join per feature.
     */
    featureIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rejectionReason: text(),
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    /** Kept with ratingSum/ratingCount by the reviews module; null until the first review. */
    ratingAverage: real(),
    /** Text search over title, city and address (PostgreSQL full text, prefix-matched). */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, ''))`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('properties_owner_idx').on(table.ownerId, table.createdAt),
    index('properties_moderation_idx').on(table.status, table.createdAt),
    index('properties_search_idx').using('gin', table.searchVector),
    // Partial indexes over listed properties only, each matching a sort's ORDER BY exactly, alone
    // and behind the city (most searches pick one), so a page stops after `limit` rows.
    index('properties_listed_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(isVisible),
    index('properties_listed_rent_idx').on(table.rent, table.id).where(isVisible),
    index('properties_listed_rating_idx')
      .on(table.ratingAverage.desc().nullsLast(), table.ratingCount.desc(), table.id.desc())
      .where(isVisible),
    index('properties_listed_city_newest_idx')
      .on(table.cityKey, table.createdAt.desc(), table.id.desc())
      .where(isVisible),
    index('properties_listed_city_rent_idx')
      .on(table.cityKey, table.rent, table.id)
      .where(isVisible),
    index('properties_listed_city_rating_idx')
      .on(
        table.cityKey,
        table.ratingAverage.desc().nullsLast(),
        table.ratingCount.desc(),
        table.id.desc(),
      )
      .where(isVisible),
    index('properties_listed_features_idx').using('gin', table.featureIds).where(isVisible),
    index('properties_listed_type_idx').on(table.type, table.rent).where(isVisible),
    index('properties_listed_rooms_idx').on(table.bedrooms, table.bathrooms).where(isVisible),
    index('properties_listed_furnishing_idx').on(table.furnishing, table.rent).where(isVisible),
    check(
      'properties_months_check',
      sql`${table.minMonths} between 1 and 24 and ${table.maxMonths} between ${table.minMonths} and 24`,
    ),
    check('properties_money_check', sql`${table.rent} > 0 and ${table.deposit} >= 0`),
    check('properties_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    position: integer().notNull(),
    largeKey: text().notNull(),
    thumbKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One image per place in a gallery: concurrent gallery edits can never leave two covers
  // (position 0), which the search would list as the same home twice (issue 8, item 8).
  (table) => [
    uniqueIndex('property_images_property_position_key').on(table.propertyId, table.position),
  ],
);

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    featureId: uuid()
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.featureId] }),
    index('property_features_feature_idx').on(table.featureId, table.propertyId),
  ],
);

export const RESERVATION_KINDS = ['booking', 'owner_block'] as const;

// owner: availability
/**
 * Every range of days a property is taken: bookings awaiting payment or confirmed, and dates the
 * owner blocks. An exclusion constraint (btree_gist, in the migration) makes two active ranges of
 * one property overlapping impossible, whatever runs concurrently.
 */
export const propertyReservations = pgTable(
  'property_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    during: daterange().notNull(),
    kind: text({ enum: RESERVATION_KINDS }).notNull(),
    /** Set for bookings (issue 4); null for owner blocks. */
    bookingId: uuid(),
    note: text(),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => accounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_reservations_property_idx')
      .on(table.propertyId)
      .where(sql`${table.isActive}`),
  ],
);
