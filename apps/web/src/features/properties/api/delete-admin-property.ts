import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';
import { useDeleteListing } from './use-delete-listing';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** DELETE /api/admin/properties/{id} (soft; refused while a booking is upcoming). */
export const deleteAdminProperty = async (id: string) => {
  const { messageResponseSchema } = await propertySchemas.load();
  const response = await apiClient.delete<unknown>(`/admin/properties/${encodeURIComponent(id)}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteAdminProperty = ({
  mutationConfig,
}: MutationHookOptions<typeof deleteAdminProperty> = {}) =>
  useDeleteListing(deleteAdminProperty, propertyKeys.adminDetail, mutationConfig);
