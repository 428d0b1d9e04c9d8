import { useQuery } from '@tanstack/react-query';
import type { PropertyListResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { propertySchemas } from './load-schemas';
import { propertyKeys, type OwnerPropertyListParams } from './keys';

/** GET /api/owner/get-Owner-Properties with page, limit, search: the owner's listings. */
export const listOwnerProperties = (
  params: OwnerPropertyListParams,
): Promise<PropertyListResponse> =>
  getParsed(
    '/owner/get-Owner-Properties',
    exportOf(propertySchemas, 'propertyListResponseSchema'),
    params,
  );

export const ownerPropertiesQueryOptions = (params: OwnerPropertyListParams) =>
  keepPreviousQueryOptions(propertyKeys.ownerList(params), () => listOwnerProperties(params));

export const useOwnerProperties = (params: OwnerPropertyListParams) =>
  useQuery(ownerPropertiesQueryOptions(params));
