import {
  featureResponseSchema,
  updateFeatureInputSchema,
  type UpdateFeatureInput,
} from '@nestly/shared';
import { sendParsed } from '../../../lib/query-helpers';
import type { MutationHookOptions } from '../../../lib/mutation-config';
import { useCatalogMutation } from './use-catalog-mutation';

const schemas = { input: updateFeatureInputSchema, output: featureResponseSchema };

/** PATCH /api/admin/features/{id} with `{ data: { name?, icon? } }`. */
export const updateFeature = ({ id, ...input }: UpdateFeatureInput & { id: string }) =>
  sendParsed('patch', `/admin/features/${id}`, schemas, input);

export const useUpdateFeature = ({
  mutationConfig,
}: MutationHookOptions<typeof updateFeature> = {}) =>
  useCatalogMutation(updateFeature, mutationConfig);
