import type { RejectInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { useModerationMutation } from './use-moderation-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/properties/reject/{id} with `{ reason }` (5–500 characters, shown to the owner). */
export const rejectProperty = async ({ id, ...input }: RejectInput & { id: string }) => {
  const { rejectInputSchema, messageResponseSchema } = await propertySchemas.load();
  const body = rejectInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(
    `/admin/properties/reject/${encodeURIComponent(id)}`,
    body,
  );
  return messageResponseSchema.parse(response.data);
};

export const useRejectProperty = ({
  mutationConfig,
}: MutationHookOptions<typeof rejectProperty> = {}) =>
  useModerationMutation(rejectProperty, mutationConfig);
