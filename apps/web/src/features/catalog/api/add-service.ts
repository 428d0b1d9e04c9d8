import {
  createServiceInputSchema,
  serviceResponseSchema,
  type CreateServiceInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './use-catalog-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** POST /api/admin/add-service with `{ name, description, monthlyPrice (paise), status? }`. */
export const addService = async (input: CreateServiceInput) => {
  const body = createServiceInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/admin/add-service', body);
  return serviceResponseSchema.parse(response.data);
};

export const useAddService = ({ mutationConfig }: MutationHookOptions<typeof addService> = {}) =>
  useCatalogMutation(addService, mutationConfig);
