import { useMutation } from '@tanstack/react-query';
import {
  resendOtpResponseSchema,
  type ResendOtpInput,
  type ResendOtpResponse,
  type SelfServiceRole,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

type ResendOtpRequest = Pick<ResendOtpInput, 'email' | 'registrationId'>;

/** POST /api/{user|owner}/resend-otp; a 429 carries Retry-After (seconds). */
export const resendOtp = async (
  role: SelfServiceRole,
  input: ResendOtpRequest,
): Promise<ResendOtpResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/resend-otp`, input);
  return resendOtpResponseSchema.parse(response.data);
};

export const useResendOtp = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (input: ResendOtpRequest) => resendOtp(role, input) });
