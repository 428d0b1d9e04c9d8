import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminPropertiesQuery,
  OwnerPropertiesQuery,
  PropertyFilterQuery,
} from '@nestly/shared';
import type { Db, DbOrTx } from '../../db/client';
import { SqlParams, queryRows } from '../../lib/sql-text';
import {
  accounts,
  features,
  properties,
  propertyFeatures,
  propertyImages,
  propertyReservations,
} from '../../db/schema/index';

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

/**
 * The user search's conditions, as SQL text over `properties p` with its values: every filter of
 * PRODUCT.md, each served by an index. The search is the hot path, so it is plain parameterised
 * SQL run on the driver (lib/sql-text.ts), not Drizzle; the conditions are the same as before.
 */
export interface ListedFilter {
  /** Conditions for a WHERE clause; placeholders $1…$n refer to `values`. */
  where: string;
  values: unknown[];
}

export const buildListedFilter = (
  query: PropertyFilterQuery,
  stayEnd: string | null,
): ListedFilter => {
  const params = new SqlParams();
  // Written as the listed indexes' predicate (`where is_listed`), so the planner can use them.
  const conditions = ['p.is_listed'];
  const search = query.search ? toPrefixQuery(query.search) : null;
  if (search) conditions.push(`p.search_vector @@ to_tsquery('simple', ${params.param(search)})`);
  if (query.city) conditions.push(`p.city_key = ${params.param(query.city.toLowerCase())}`);
  if (query.type) conditions.push(`p.type = ${params.param(query.type)}`);
  if (query.minRent !== undefined) conditions.push(`p.rent >= ${params.param(query.minRent)}`);
  if (query.maxRent !== undefined) conditions.push(`p.rent <= ${params.param(query.maxRent)}`);
  if (query.bedrooms !== undefined)
    conditions.push(`p.bedrooms >= ${params.param(query.bedrooms)}`);
  if (query.bathrooms !== undefined)
    conditions.push(`p.bathrooms >= ${params.param(query.bathrooms)}`);
  if (query.furnishing) conditions.push(`p.furnishing = ${params.param(query.furnishing)}`);
  // Every chosen feature is required: one containment test on the mirrored, GIN-indexed ids.
  const required = [...new Set(query.features ?? [])];
  if (required.length > 0) conditions.push(`p.feature_ids @> ${params.param(required)}::uuid[]`);
  if (query.rentalPeriod !== undefined) {
    const months = params.param(query.rentalPeriod);
    conditions.push(`p.min_months <= ${months} and p.max_months >= ${months}`);
  }
  if (query.moveInDate) {
    // Free for the whole stay: the chosen months, or the property's minimum when none are given.
    const start = `${params.param(query.moveInDate)}::date`;
    const end = stayEnd
      ? `${params.param(stayEnd)}::date`
      : `(${start} + make_interval(months => p.min_months))::date`;
    conditions.push(`not exists (select 1 from property_reservations r where r.property_id = p.id
      and r.is_active and r.during && daterange(${start}, ${end}))`);
  }
  return { where: conditions.join(' and '), values: params.values };
};

/** Written to match the listed-property indexes exactly (nulls placement included), as SORTS. */
const LISTED_ORDER: Record<PropertyFilterQuery['sort'], string> = {
  newest: 'p.created_at desc nulls last, p.id desc nulls last',
  rent_asc: 'p.rent asc, p.id asc',
  rent_desc: 'p.rent desc, p.id desc',
  rating: 'p.rating_average desc nulls last, p.rating_count desc nulls last, p.id desc nulls last',
};

/** A row of the page query: the summary columns as stored, and the cover's under `cover_`. */
interface ListedPageRow {
  id: string;
  title: string;
  type: PropertySummaryRow['type'];
  city: string;
  state: string;
  /** bigint: a string from node-postgres, a number from PGlite. */
  rent: string | number;
  deposit: string | number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  furnishing: PropertySummaryRow['furnishing'];
  min_months: number;
  max_months: number;
  rating_average: number | null;
  rating_count: number;
  status: PropertySummaryRow['status'];
  is_blocked: boolean;
  created_at: Date;
  cover_id: string | null;
  cover_position: number | null;
  cover_large_key: string | null;
  cover_thumb_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_created_at: Date | null;
}

const toListedPageEntry = (
  row: ListedPageRow,
): { property: PropertySummaryRow; cover: PropertyImageRow | null } => ({
  property: {
    id: row.id,
    title: row.title,
    type: row.type,
    city: row.city,
    state: row.state,
    rent: Number(row.rent),
    deposit: Number(row.deposit),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.area,
    furnishing: row.furnishing,
    minMonths: row.min_months,
    maxMonths: row.max_months,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
    status: row.status,
    isBlocked: row.is_blocked,
    createdAt: row.created_at,
  },
  // A left join: the cover's columns are all null together when the property has none.
  cover:
    row.cover_id === null
      ? null
      : {
          id: row.cover_id,
          propertyId: row.id,
          position: row.cover_position!,
          largeKey: row.cover_large_key!,
          thumbKey: row.cover_thumb_key!,
          width: row.cover_width!,
          height: row.cover_height!,
          createdAt: row.cover_created_at!,
        },
});

/**
 * The hot path of the user search: the page only, in the columns a card shows, so the sort's
 * index can stop after `limit` rows. The total is counted apart (countMatching). The statement is
 * built apart from running it so the benchmark can send the very same SQL straight to PostgreSQL
 * (bench/ceiling.ts: the database's own ceiling for this search).
 */
export const listedPageStatement = (filter: ListedFilter, query: PropertyFilterQuery) => {
  const params = new SqlParams(filter.values);
  const order = LISTED_ORDER[query.sort];
  // One round trip: the page is cut first (on the sort's index), then only its rows meet their cover.
  const text = `with page_rows as (
      select p.id, p.title, p.type, p.city, p.state, p.rent, p.deposit, p.bedrooms, p.bathrooms, p.area,
        p.furnishing, p.min_months, p.max_months, p.rating_average, p.rating_count, p.status, p.is_blocked,
        p.created_at, row_number() over (order by ${order}) as rank
      from properties p
      where ${filter.where}
      order by ${order}
      limit ${params.param(query.limit)} offset ${params.param((query.page - 1) * query.limit)}
    )
    select page_rows.*, i.id as cover_id, i.position as cover_position, i.large_key as cover_large_key,
      i.thumb_key as cover_thumb_key, i.width as cover_width, i.height as cover_height,
      i.created_at as cover_created_at
    from page_rows
    left join property_images i on i.property_id = page_rows.id and i.position = 0
    order by page_rows.rank`;
  return { text, values: params.values };
};

export const findListedPage = async (db: Db, filter: ListedFilter, query: PropertyFilterQuery) => {
  const { text, values } = listedPageStatement(filter, query);
  const rows = await queryRows<ListedPageRow>(db, text, values);
  return rows.map(toListedPageEntry);
};

export const countStatement = (filter: ListedFilter) => ({
  text: `select count(*)::int as total from properties p where ${filter.where}`,
  values: filter.values,
});

export const countMatching = async (db: Db, filter: ListedFilter) => {
  const { text, values } = countStatement(filter);
  const [row] = await queryRows<{ total: number }>(db, text, values);
  return row?.total ?? 0;
};

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
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
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
