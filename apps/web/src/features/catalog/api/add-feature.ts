import type { CreateFeatureInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** POST /api/admin/add-feature with `{ name, icon }`. */
export const addFeature = async (input: CreateFeatureInput) => {
  const { createFeatureInputSchema, featureResponseSchema } = await catalogSchemas.load();
  const body = createFeatureInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/admin/add-feature', body);
  return featureResponseSchema.parse(response.data);
};

export const useAddFeature = ({ mutationConfig }: MutationHookOptions<typeof addFeature> = {}) =>
  useCatalogMutation(addFeature, mutationConfig);
