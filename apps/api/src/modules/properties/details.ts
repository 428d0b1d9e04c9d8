import { buildPagination } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { toPropertyDetail } from './mappers';
import * as repo from './repo';

/** A listing with its photos and features, as every side (owner, user, admin) reads it. */
export const loadPropertyDetail = async (
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  propertyId: string,
) => {
  const found = await repo.findProperty(db, propertyId);
  if (!found) throw notFound('Property');
  const [images, features] = await Promise.all([
    repo.listImages(db, propertyId),
    repo.listPropertyFeatures(db, propertyId),
  ]);
  return toPropertyDetail(found.property, found.owner, images, features, storage);
};

export const toPage = <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
  data: rows,
  pagination: buildPagination(query.page, query.limit, total),
});
