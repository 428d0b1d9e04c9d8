import { useMutation } from '@tanstack/react-query';
import {
  changePasswordInputSchema,
  messageResponseSchema,
  type ChangePasswordInput,
  type MessageResponse,
  type SelfServiceRole,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** PATCH /api/{role}/change-password/{id} */
export const changePassword = async (
  role: SelfServiceRole,
  id: string,
  input: ChangePasswordInput,
): Promise<MessageResponse> => {
  const body = changePasswordInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(`/${role}/change-password/${id}`, body);
  return messageResponseSchema.parse(response.data);
};

export const useChangePassword = (role: SelfServiceRole, id: string) =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(role, id, input) });
