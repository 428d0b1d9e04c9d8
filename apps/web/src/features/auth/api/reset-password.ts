import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordInput,
  type SelfServiceRole,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

type ResetPasswordRequest = Pick<ResetPasswordInput, 'email' | 'otp' | 'newPassword'>;

/** POST /api/{user|owner}/reset-password with the e-mailed code and the new password. */
export const resetPassword = async (
  role: SelfServiceRole,
  input: ResetPasswordRequest,
): Promise<MessageResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/reset-password`, input);
  return messageResponseSchema.parse(response.data);
};

export const useResetPassword = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (input: ResetPasswordRequest) => resetPassword(role, input) });
