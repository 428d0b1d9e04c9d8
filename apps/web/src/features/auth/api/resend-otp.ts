import { useMutation } from '@tanstack/react-query';
import {
  resendOtpResponseSchema,
  type ResendOtpResponse,
  type SelfServiceRole,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/{user|owner}/resend-otp; a 429 carries Retry-After (seconds). */
export const resendOtp = async (
  role: SelfServiceRole,
  email: string,
): Promise<ResendOtpResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/resend-otp`, { email });
  return resendOtpResponseSchema.parse(response.data);
};

export const useResendOtp = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (email: string) => resendOtp(role, email) });
