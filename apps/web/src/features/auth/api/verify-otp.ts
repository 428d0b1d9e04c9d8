import { useMutation } from '@tanstack/react-query';
import {
  authResponseSchema,
  type AuthResponse,
  type SelfServiceRole,
  type VerifyOtpInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

type VerifyOtpRequest = Pick<VerifyOtpInput, 'email' | 'otp' | 'registrationId'>;

/** POST /api/{user|owner}/verify-otp: a right code makes the account and signs the person in. */
export const verifyOtp = async (
  role: SelfServiceRole,
  input: VerifyOtpRequest,
): Promise<AuthResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/verify-otp`, input, {
    skipAuthRefresh: true,
  });
  return authResponseSchema.parse(response.data);
};

export const useVerifyOtp = (role: SelfServiceRole) =>
  useMutation({ mutationFn: (input: VerifyOtpRequest) => verifyOtp(role, input) });
