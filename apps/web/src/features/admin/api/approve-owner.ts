import { apiClient } from '../../../lib/api-client';
import { moderationResponseSchema } from './moderation-response';
import { useAdminMutation } from './use-admin-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** PATCH /api/admin/owners/approve/{id} */
export const approveOwner = async (id: string) => {
  const response = await apiClient.patch<unknown>(`/admin/owners/approve/${id}`);
  return moderationResponseSchema.parse(response.data);
};

export const useApproveOwner = ({
  mutationConfig,
}: MutationHookOptions<typeof approveOwner> = {}) => useAdminMutation(approveOwner, mutationConfig);
