import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupFields, type SignupResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/signup; a code is e-mailed to verify the address. */
export const signupUser = async (fields: SignupFields): Promise<SignupResponse> => {
  const response = await apiClient.post<unknown>('/user/signup', fields);
  return signupResponseSchema.parse(response.data);
};

export const useSignupUser = () => useMutation({ mutationFn: signupUser });
