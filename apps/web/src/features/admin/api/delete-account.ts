import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import type { AccountKind } from './keys';
import { useAdminMutation } from './use-admin-mutation';
import type { MutationHookOptions } from '../../../lib/mutation-config';

/** POST /api/admin/{users|owners}/delete/{id} */
export const deleteAccount = async ({ kind, id }: { kind: AccountKind; id: string }) => {
  const response = await apiClient.post<unknown>(`/admin/${kind}/delete/${id}`);
  return messageResponseSchema.parse(response.data);
};

export const useDeleteAccount = ({
  mutationConfig,
}: MutationHookOptions<typeof deleteAccount> = {}) =>
  useAdminMutation(deleteAccount, mutationConfig);
