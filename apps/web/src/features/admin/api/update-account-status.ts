import { updateStatusInputSchema, type AccountStatus } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import type { AccountKind } from './keys';
import { moderationResponseSchema } from './moderation-response';
import { useAdminMutation } from './use-admin-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

interface UpdateStatusRequest {
  kind: AccountKind;
  id: string;
  status: AccountStatus;
}

/** PATCH /api/admin/{users|owners}/status/{id} with `{ status }`. */
export const updateAccountStatus = async ({ kind, id, status }: UpdateStatusRequest) => {
  const body = updateStatusInputSchema.parse({ status });
  const response = await apiClient.patch<unknown>(`/admin/${kind}/status/${id}`, body);
  return moderationResponseSchema.parse(response.data);
};

export const useUpdateAccountStatus = ({
  mutationConfig,
}: MutationHookOptions<typeof updateAccountStatus> = {}) =>
  useAdminMutation(updateAccountStatus, mutationConfig);
