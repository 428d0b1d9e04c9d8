import { apiClient } from '../../../lib/api-client';
import { moderationResponseSchema } from './moderation-response';
import { useAdminMutation } from './use-admin-mutation';

/** PATCH /api/admin/owners/approve/{id} */
export const approveOwner = async (id: string) => {
  const response = await apiClient.patch<unknown>(`/admin/owners/approve/${id}`);
  return moderationResponseSchema.parse(response.data);
};

export const useApproveOwner = () => useAdminMutation(approveOwner);
