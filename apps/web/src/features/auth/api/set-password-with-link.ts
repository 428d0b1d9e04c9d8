import { useMutation } from '@tanstack/react-query';
import {
  passwordLinkResponseSchema,
  type PasswordLinkInput,
  type PasswordLinkResponse,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/password-link: a new password with an operator's one-time link. */
export const setPasswordWithLink = async (
  input: PasswordLinkInput,
): Promise<PasswordLinkResponse> => {
  const response = await apiClient.post<unknown>('/auth/password-link', input);
  return passwordLinkResponseSchema.parse(response.data);
};

export const useSetPasswordWithLink = () => useMutation({ mutationFn: setPasswordWithLink });
