import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** POST /api/admin/features/delete/{id}: the feature is also taken off every property. */
export const deleteFeature = async (id: string) => {
  const { messageResponseSchema } = await catalogSchemas.load();
  const response = await apiClient.post<unknown>(`/admin/features/delete/${id}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteFeature = ({
  mutationConfig,
}: MutationHookOptions<typeof deleteFeature> = {}) =>
  useCatalogMutation(deleteFeature, mutationConfig);
