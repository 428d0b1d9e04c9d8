import {
  serviceResponseSchema,
  updateServiceInputSchema,
  type UpdateServiceInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/services/{id} with `{ data: { name?, description?, monthlyPrice? } }`. */
export const updateService = async ({ id, ...input }: UpdateServiceInput & { id: string }) => {
  const body = updateServiceInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(`/admin/services/${id}`, body);
  return serviceResponseSchema.parse(response.data);
};

export const useUpdateService = ({
  mutationConfig,
}: MutationHookOptions<typeof updateService> = {}) =>
  useCatalogMutation(updateService, mutationConfig);
