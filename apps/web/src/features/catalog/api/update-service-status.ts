import type { ServiceStatus } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/services/status/{id} with `{ status: 'active' | 'inactive' }`. */
export const updateServiceStatus = async ({
  id,
  status,
}: {
  id: string;
  status: ServiceStatus;
}) => {
  const { updateServiceStatusInputSchema, serviceResponseSchema } = await catalogSchemas.load();
  const body = updateServiceStatusInputSchema.parse({ status });
  const response = await apiClient.patch<unknown>(`/admin/services/status/${id}`, body);
  return serviceResponseSchema.parse(response.data);
};

export const useUpdateServiceStatus = ({
  mutationConfig,
}: MutationHookOptions<typeof updateServiceStatus> = {}) =>
  useCatalogMutation(updateServiceStatus, mutationConfig);
