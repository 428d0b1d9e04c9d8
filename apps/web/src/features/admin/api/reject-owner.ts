import { rejectInputSchema, type RejectInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { moderationResponseSchema } from './moderation-response';
import { useAdminMutation } from './use-admin-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/owners/reject/{id} with `{ reason }` (5–500 characters). */
export const rejectOwner = async ({ id, ...input }: RejectInput & { id: string }) => {
  const body = rejectInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(`/admin/owners/reject/${id}`, body);
  return moderationResponseSchema.parse(response.data);
};

export const useRejectOwner = ({ mutationConfig }: MutationHookOptions<typeof rejectOwner> = {}) =>
  useAdminMutation(rejectOwner, mutationConfig);
