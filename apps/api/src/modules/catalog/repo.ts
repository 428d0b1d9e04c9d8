// crosses owners: writes property_features (the properties module's); reads properties.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { features, propertyFeatures, services } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export type FeatureRow = typeof features.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** Listings using the feature; soft-deleted ones no longer count. */
const propertyCount = sql<number>`(select count(*)::int from property_features pf
  join properties p on p.id = pf.property_id and p.deleted_at is null
  where pf.feature_id = "features"."id")`;

export const listFeatures = async (db: DbOrTx) =>
  db.select({ feature: features, propertyCount }).from(features).orderBy(asc(features.name));

export const findFeature = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(
    db
      .select({ feature: features, propertyCount })
      .from(features)
      .where(eq(features.id, id))
      .limit(1),
  );
};

export const insertFeature = async (db: DbOrTx, values: typeof features.$inferInsert) => {
  const [row] = await db.insert(features).values(values).returning();
  return row!;
};

export const updateFeature = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof features.$inferInsert>,
) => {
  const [row] = await db.update(features).set(values).where(eq(features.id, id)).returning();
  return row ?? null;
};

/** Detaches the feature from every property, then removes it. */
export const deleteFeature = async (db: DbOrTx, id: string) => {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.featureId, id));
  const deleted = await db
    .delete(features)
    .where(eq(features.id, id))
    .returning({ id: features.id });
  return deleted.length > 0;
};

export const listServices = async (db: DbOrTx, onlyActive: boolean) =>
  db
    .select()
    .from(services)
    .where(onlyActive ? eq(services.status, 'active') : undefined)
    .orderBy(asc(services.name));

export const findService = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(db.select().from(services).where(eq(services.id, id)).limit(1));
};

export const insertService = async (db: DbOrTx, values: typeof services.$inferInsert) => {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
};

export const updateService = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof services.$inferInsert>,
) => {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  return row ?? null;
};
