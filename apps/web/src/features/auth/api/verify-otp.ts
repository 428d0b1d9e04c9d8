import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type MessageResponse,
  type SelfServiceRole,
  type VerifyOtpInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

type VerifyOtpRequest = Pick<VerifyOtpInput, 'email' | 'otp'>;

/** POST /api/{user|owner}/verify-otp */
export const verifyOtp = async (
  role: SelfServiceRole,
  input: VerifyOtpRequest,
): Promise<MessageResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/verify-otp`, input);
  return messageResponseSchema.parse(response.data);
};

export const useVerifyOtp = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (input: VerifyOtpRequest) => verifyOtp(role, input) });
