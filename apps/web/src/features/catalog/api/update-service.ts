import type { UpdateServiceInput } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { sendParsed } from '../../../lib/query-helpers';
import type { MutationHookOptions } from '../../../lib/mutation-config';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';

const schemas = {
  input: exportOf(catalogSchemas, 'updateServiceInputSchema'),
  output: exportOf(catalogSchemas, 'serviceResponseSchema'),
};

/** PATCH /api/admin/services/{id} with `{ data: { name?, description?, monthlyPrice? } }`. */
export const updateService = ({ id, ...input }: UpdateServiceInput & { id: string }) =>
  sendParsed('patch', `/admin/services/${id}`, schemas, input);

export const useUpdateService = ({
  mutationConfig,
}: MutationHookOptions<typeof updateService> = {}) =>
  useCatalogMutation(updateService, mutationConfig);
