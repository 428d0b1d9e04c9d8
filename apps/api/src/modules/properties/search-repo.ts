// read model: reads property_reservations.
import type { PropertyFilterQuery } from '@nestly/shared';
import type { Db } from '../../db/client';
import { SqlParams, queryRows } from '../../db/sql-text';
import { toPrefixQuery, type PropertyImageRow, type PropertySummaryRow } from './repo';

/**
 * The user search's conditions, as SQL text over `properties p` with its values: every filter of
 * PRODUCT.md, each served by an index. The search is the hot path, so it is plain parameterised
 * SQL run on the driver (db/sql-text.ts), not Drizzle; the conditions are the same as before.
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

/** Written to match the listed-property indexes exactly (nulls placement included), as repo.ts SORTS. */
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
