import type { CreateServiceInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** POST /api/admin/add-service with `{ name, description, monthlyPrice (paise), status? }`. */
export const addService = async (input: CreateServiceInput) => {
  const { createServiceInputSchema, serviceResponseSchema } = await catalogSchemas.load();
  const body = createServiceInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/admin/add-service', body);
  return serviceResponseSchema.parse(response.data);
};

export const useAddService = ({ mutationConfig }: MutationHookOptions<typeof addService> = {}) =>
  useCatalogMutation(addService, mutationConfig);
