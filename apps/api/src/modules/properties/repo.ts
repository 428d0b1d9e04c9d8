// read model: reads accounts, features, property_reservations.
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminPropertiesQuery,
  OwnerPropertiesQuery,
  PropertyFilterQuery,
} from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  features,
  properties,
  propertyFeatures,
  propertyImages,
  propertyReservations,
} from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyImageRow = typeof propertyImages.$inferSelect;

/**
 * Visible to users: approved, not blocked, not deleted, and the owner active (PRODUCT.md). The
 * database derives `is_listed` from exactly that (triggers in migration 0002).
 */
export const visibleToUsers = eq(properties.isListed, true);

/**
 * Words of a search box as a prefix-matching full-text query: "koch mari" finds "Kochi Marine
 * Drive". Only letters and digits survive, so the text can never break the query syntax.
 */
export const toPrefixQuery = (search: string) => {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words
      .slice(0, 8)
      .map((word) => `${word}:*`)
      .join(' & ') || null
  );
};

const searchCondition = (search: string | undefined) => {
  const query = search ? toPrefixQuery(search) : null;
  return query ? sql`${properties.searchVector} @@ to_tsquery('simple', ${query})` : undefined;
};

/** A page of summaries with the cover photo and the total, in one query. */
const selectSummaries = (
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) =>
  db
    .select({
      property: properties,
      cover: propertyImages,
      owner: { id: accounts.id, name: accounts.name, email: accounts.email },
      total: sql<number>`count(*) over ()::int`,
    })
    .from(properties)
    .innerJoin(accounts, eq(accounts.id, properties.ownerId))
    .leftJoin(
      propertyImages,
      and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
    )
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);

/**
 * The total of a page: the window count on its rows, or, for a page past the end (no rows to carry
 * it), a count of its own, so the pagination still tells the real total.
 */
const totalOf = async (
  db: DbOrTx,
  where: SQL | undefined,
  rows: { total: number }[],
  offset: number,
) => {
  if (rows.length > 0 || offset === 0) return rows[0]?.total ?? 0;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(accounts, eq(accounts.id, properties.ownerId))
    .where(where);
  return row?.value ?? 0;
};

/** Written to match the listed-property indexes exactly (nulls placement included). */
const SORTS: Record<PropertyFilterQuery['sort'], SQL[]> = {
  newest: [sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`],
  rent_asc: [asc(properties.rent), asc(properties.id)],
  rent_desc: [desc(properties.rent), desc(properties.id)],
  rating: [
    sql`${properties.ratingAverage} desc nulls last`,
    sql`${properties.ratingCount} desc nulls last`,
    sql`${properties.id} desc nulls last`,
  ],
};

/** What a property card needs: no description, no search vector. */
export type PropertySummaryRow = Pick<
  PropertyRow,
  | 'id'
  | 'title'
  | 'type'
  | 'city'
  | 'state'
  | 'rent'
  | 'deposit'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'furnishing'
  | 'minMonths'
  | 'maxMonths'
  | 'ratingAverage'
  | 'ratingCount'
  | 'status'
  | 'isBlocked'
  | 'createdAt'
>;

export const listOwnerProperties = async (
  db: DbOrTx,
  ownerId: string,
  query: OwnerPropertiesQuery,
) => {
  const where = and(
    eq(properties.ownerId, ownerId),
    isNull(properties.deletedAt),
    searchCondition(query.search),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = await selectSummaries(db, where, SORTS.newest, query.limit, offset);
  return { rows, total: await totalOf(db, where, rows, offset) };
};

export const listForAdmin = async (db: DbOrTx, query: AdminPropertiesQuery) => {
  const conditions: (SQL | undefined)[] = [
    isNull(properties.deletedAt),
    searchCondition(query.search),
  ];
  if (query.status === 'blocked') conditions.push(eq(properties.isBlocked, true));
  else if (query.status)
    conditions.push(and(eq(properties.status, query.status), eq(properties.isBlocked, false)));
  const where = and(...conditions);
  const offset = (query.page - 1) * query.limit;
  const rows = await selectSummaries(db, where, SORTS.newest, query.limit, offset);
  return { rows, total: await totalOf(db, where, rows, offset) };
};

export const findProperty = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ property: properties, owner: accounts })
    .from(properties)
    .innerJoin(accounts, eq(accounts.id, properties.ownerId))
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const lockProperty = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(properties)
      .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
      .for('update')
      .limit(1),
  );
};

export const isVisibleProperty = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), visibleToUsers))
    .limit(1);
  return Boolean(row);
};

export const listImages = async (db: DbOrTx, propertyId: string) =>
  db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position));

export const listPropertyFeatures = async (db: DbOrTx, propertyId: string) =>
  db
    .select({ id: features.id, name: features.name, icon: features.icon })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(eq(propertyFeatures.propertyId, propertyId))
    .orderBy(asc(features.name));

export const findExistingFeatureIds = async (db: DbOrTx, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: features.id }).from(features).where(inArray(features.id, ids));
  return rows.map((row) => row.id);
};

export const insertProperty = async (db: DbOrTx, values: NewPropertyRow) => {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
};

export const updateProperty = async (db: DbOrTx, id: string, values: Partial<NewPropertyRow>) => {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(properties.id, id))
    .returning();
  return row ?? null;
};

export const replaceFeatures = async (db: DbOrTx, propertyId: string, featureIds: string[]) => {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
  if (featureIds.length > 0) {
    await db
      .insert(propertyFeatures)
      .values(featureIds.map((featureId) => ({ propertyId, featureId })));
  }
};

export const insertImages = async (db: DbOrTx, rows: (typeof propertyImages.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(propertyImages).values(rows);
};

export const deleteImages = async (db: DbOrTx, ids: string[]) => {
  if (ids.length > 0) await db.delete(propertyImages).where(inArray(propertyImages.id, ids));
};

/** Every image of a listing to a negative place (-1 - position), freeing 0… for a new order. */
export const moveImagesAside = async (db: DbOrTx, propertyId: string) => {
  await db
    .update(propertyImages)
    .set({ position: sql`-1 - ${propertyImages.position}` })
    .where(eq(propertyImages.propertyId, propertyId));
};

export const setImagePosition = async (db: DbOrTx, id: string, position: number) => {
  await db.update(propertyImages).set({ position }).where(eq(propertyImages.id, id));
};

/** A confirmed or pending booking that has not ended blocks deletion (PRODUCT.md, Properties). */
export const hasUpcomingBookings = async (db: DbOrTx, propertyId: string, today: string) => {
  const [row] = await db
    .select({ id: propertyReservations.id })
    .from(propertyReservations)
    .where(
      and(
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.kind, 'booking'),
        eq(propertyReservations.isActive, true),
        sql`upper(${propertyReservations.during}) > ${today}::date`,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const countLiveProperties = async (db: DbOrTx, ownerId: string, excludingId?: string) => {
  const conditions = [eq(properties.ownerId, ownerId), isNull(properties.deletedAt)];
  if (excludingId) conditions.push(ne(properties.id, excludingId));
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...conditions));
  return row?.value ?? 0;
};
