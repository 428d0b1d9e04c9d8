import type { UpdateFeatureInput } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { sendParsed } from '../../../lib/query-helpers';
import type { MutationHookOptions } from '../../../lib/mutation-config';
import { catalogSchemas } from './load-schemas';
import { useCatalogMutation } from './use-catalog-mutation';

const schemas = {
  input: exportOf(catalogSchemas, 'updateFeatureInputSchema'),
  output: exportOf(catalogSchemas, 'featureResponseSchema'),
};

/** PATCH /api/admin/features/{id} with `{ data: { name?, icon? } }`. */
export const updateFeature = ({ id, ...input }: UpdateFeatureInput & { id: string }) =>
  sendParsed('patch', `/admin/features/${id}`, schemas, input);

export const useUpdateFeature = ({
  mutationConfig,
}: MutationHookOptions<typeof updateFeature> = {}) =>
  useCatalogMutation(updateFeature, mutationConfig);
