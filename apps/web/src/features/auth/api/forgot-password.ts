import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type SelfServiceRole } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/{user|owner}/forgot-pass: e-mails a reset code. */
export const forgotPassword = async (
  role: SelfServiceRole,
  email: string,
): Promise<MessageResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/forgot-pass`, { email });
  return messageResponseSchema.parse(response.data);
};

export const useForgotPassword = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (email: string) => forgotPassword(role, email) });
