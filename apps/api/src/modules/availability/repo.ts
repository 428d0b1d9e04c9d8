// read model: reads properties.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties, propertyReservations } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export const findPropertyAccess = async (db: DbOrTx, propertyId: string) => {
  return firstRowOrNull(
    db
      .select({
        id: properties.id,
        ownerId: properties.ownerId,
        isListed: properties.isListed,
        deletedAt: properties.deletedAt,
      })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .limit(1),
  );
};

const blockColumns = {
  id: propertyReservations.id,
  startDate: sql<string>`lower(${propertyReservations.during})::text`,
  endDate: sql<string>`upper(${propertyReservations.during})::text`,
  note: propertyReservations.note,
  createdAt: propertyReservations.createdAt,
};

export const listOwnerBlocks = async (db: DbOrTx, propertyId: string, today: string) =>
  db
    .select(blockColumns)
    .from(propertyReservations)
    .where(
      and(
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.kind, 'owner_block'),
        eq(propertyReservations.isActive, true),
        sql`upper(${propertyReservations.during}) > ${today}::date`,
      ),
    )
    .orderBy(asc(sql`lower(${propertyReservations.during})`));

/** Under the same exclusion constraint as bookings: an overlap raises 23P01. */
export const insertOwnerBlock = async (
  db: DbOrTx,
  values: {
    propertyId: string;
    startDate: string;
    endDate: string;
    note: string | null;
    ownerId: string;
  },
) => {
  const [row] = await db
    .insert(propertyReservations)
    .values({
      propertyId: values.propertyId,
      during: `[${values.startDate},${values.endDate})`,
      kind: 'owner_block',
      note: values.note,
      createdBy: values.ownerId,
    })
    .returning(blockColumns);
  return row!;
};

export const releaseOwnerBlock = async (db: DbOrTx, propertyId: string, blockId: string) => {
  const rows = await db
    .update(propertyReservations)
    .set({ isActive: false })
    .where(
      and(
        eq(propertyReservations.id, blockId),
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.kind, 'owner_block'),
        eq(propertyReservations.isActive, true),
      ),
    )
    .returning({ id: propertyReservations.id });
  return rows.length > 0;
};
