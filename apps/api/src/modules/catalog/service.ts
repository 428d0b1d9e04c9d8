import type {
  CreateFeatureInput,
  CreateServiceInput,
  Feature,
  Service,
  ServiceStatus,
  UpdateFeatureInput,
  UpdateServiceInput,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import * as repo from './repo';

const toFeature = ({
  feature,
  propertyCount,
}: {
  feature: repo.FeatureRow;
  propertyCount: number;
}): Feature => ({
  id: feature.id,
  name: feature.name,
  icon: feature.icon,
  propertyCount,
  createdAt: feature.createdAt.toISOString(),
});

export const toService = (row: repo.ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  monthlyPrice: row.monthlyPrice,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Unique names (case-insensitive) answer 409 with the field, not a database error. */
const duplicateName = (error: unknown, what: string) => {
  if (isUniqueViolation(error)) {
    return new AppError('CONFLICT', {
      message: `A ${what} with this name already exists`,
      details: [{ field: 'name', message: 'Already exists' }],
    });
  }
  return error;
};

export const createCatalogService = (deps: AppDeps) => {
  const { db } = deps;
  return {
    listFeatures: async () => (await repo.listFeatures(db)).map(toFeature),

    addFeature: async (input: CreateFeatureInput) => {
      try {
        const row = await repo.insertFeature(db, input);
        return toFeature({ feature: row, propertyCount: 0 });
      } catch (error) {
        throw duplicateName(error, 'feature');
      }
    },

    editFeature: async (id: string, input: UpdateFeatureInput) => {
      try {
        // An edit that names nothing to change (`{ data: {} }`) changes nothing: answer the feature.
        const hasChanges = Object.values(input.data).some((value) => value !== undefined);
        const row = hasChanges
          ? await repo.updateFeature(db, id, input.data)
          : await repo.findFeature(db, id);
        if (!row) throw notFound('Feature');
        return toFeature((await repo.findFeature(db, id))!);
      } catch (error) {
        throw duplicateName(error, 'feature');
      }
    },

    /** A feature in use is detached from its properties, in one transaction. */
    deleteFeature: async (id: string) => {
      const deleted = await db.transaction((tx) => repo.deleteFeature(tx, id));
      if (!deleted) throw notFound('Feature');
    },

    listServices: async (onlyActive: boolean) =>
      (await repo.listServices(db, onlyActive)).map(toService),

    addService: async (input: CreateServiceInput) => {
      try {
        return toService(await repo.insertService(db, input));
      } catch (error) {
        throw duplicateName(error, 'service');
      }
    },

    editService: async (id: string, input: UpdateServiceInput) => {
      try {
        const row = await repo.updateService(db, id, input.data);
        if (!row) throw notFound('Service');
        return toService(row);
      } catch (error) {
        throw duplicateName(error, 'service');
      }
    },

    setServiceStatus: async (id: string, status: ServiceStatus) => {
      const row = await repo.updateService(db, id, { status });
      if (!row) throw notFound('Service');
      return toService(row);
    },
  };
};
export type CatalogService = ReturnType<typeof createCatalogService>;
