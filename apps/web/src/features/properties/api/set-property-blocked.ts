import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { useModerationMutation } from './use-moderation-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/properties/status/{id} with `{ status: 'blocked' | 'active' }`. */
export const setPropertyBlocked = async ({ id, blocked }: { id: string; blocked: boolean }) => {
  const { propertyBlockInputSchema, messageResponseSchema } = await propertySchemas.load();
  const body = propertyBlockInputSchema.parse({ status: blocked ? 'blocked' : 'active' });
  const response = await apiClient.patch<unknown>(
    `/admin/properties/status/${encodeURIComponent(id)}`,
    body,
  );
  return messageResponseSchema.parse(response.data);
};

export const useSetPropertyBlocked = ({
  mutationConfig,
}: MutationHookOptions<typeof setPropertyBlocked> = {}) =>
  useModerationMutation(setPropertyBlocked, mutationConfig);
