import type { SaveAddOnsInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkoutSchemas } from './load-schemas';

/** POST /api/user/checkout/save-addons with `{ propertyId, addOns: serviceId[] }` (may be empty). */
export const saveAddOns = async (input: SaveAddOnsInput) => {
  const { saveAddOnsInputSchema, cartMutationResponseSchema } = await checkoutSchemas.load();
  const body = saveAddOnsInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/user/checkout/save-addons', body);
  return cartMutationResponseSchema.parse(response.data);
};
