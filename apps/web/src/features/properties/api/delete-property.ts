import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';
import { useDeleteListing } from './use-delete-listing';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** DELETE /api/owner/delete/{id}; 409 while a booking is upcoming (its message is toasted). */
export const deleteProperty = async (id: string) => {
  const { messageResponseSchema } = await propertySchemas.load();
  const response = await apiClient.delete<unknown>(`/owner/delete/${encodeURIComponent(id)}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteProperty = ({
  mutationConfig,
}: MutationHookOptions<typeof deleteProperty> = {}) =>
  useDeleteListing(deleteProperty, propertyKeys.ownerDetail, mutationConfig);
