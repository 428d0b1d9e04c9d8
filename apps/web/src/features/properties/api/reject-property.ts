import { messageResponseSchema, rejectInputSchema, type RejectInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useModerationMutation } from './use-moderation-mutation';

/** PATCH /api/admin/properties/reject/{id} with `{ reason }` (5–500 characters, shown to the owner). */
export const rejectProperty = async ({ id, ...input }: RejectInput & { id: string }) => {
  const body = rejectInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(
    `/admin/properties/reject/${encodeURIComponent(id)}`,
    body,
  );
  return messageResponseSchema.parse(response.data);
};

export const useRejectProperty = () => useModerationMutation(rejectProperty);
