import { useQuery } from '@tanstack/react-query';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { propertySchemas } from './load-schemas';
import { propertyKeys, type AdminPropertyListParams } from './keys';

/** GET /api/admin/all-Properties with page, limit, search and status (incl. `blocked`). */
export const listAdminProperties = (params: AdminPropertyListParams) =>
  getParsed(
    '/admin/all-Properties',
    exportOf(propertySchemas, 'adminPropertyListResponseSchema'),
    params,
  );

export const adminPropertiesQueryOptions = (params: AdminPropertyListParams) =>
  keepPreviousQueryOptions(propertyKeys.adminList(params), () => listAdminProperties(params));

export const useAdminProperties = (params: AdminPropertyListParams) =>
  useQuery(adminPropertiesQueryOptions(params));
