import {
  featureResponseSchema,
  updateFeatureInputSchema,
  type UpdateFeatureInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/features/{id} with `{ data: { name?, icon? } }`. */
export const updateFeature = async ({ id, ...input }: UpdateFeatureInput & { id: string }) => {
  const body = updateFeatureInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(`/admin/features/${id}`, body);
  return featureResponseSchema.parse(response.data);
};

export const useUpdateFeature = ({
  mutationConfig,
}: MutationHookOptions<typeof updateFeature> = {}) =>
  useCatalogMutation(updateFeature, mutationConfig);
