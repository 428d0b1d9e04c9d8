import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { useModerationMutation } from './use-moderation-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/properties/approve/{id}: tenants can see it. */
export const approveProperty = async (id: string) => {
  const { messageResponseSchema } = await propertySchemas.load();
  const response = await apiClient.patch<unknown>(
    `/admin/properties/approve/${encodeURIComponent(id)}`,
  );
  return messageResponseSchema.parse(response.data);
};

export const useApproveProperty = ({
  mutationConfig,
}: MutationHookOptions<typeof approveProperty> = {}) =>
  useModerationMutation(approveProperty, mutationConfig);
