import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginInput, type Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

type Credentials = Pick<LoginInput, 'email' | 'password'>;

/** POST /api/{role}/login: a 401 here means wrong credentials, never "refresh and retry". */
export const login = async (role: Role, credentials: Credentials): Promise<AuthResponse> => {
  const response = await apiClient.post<unknown>(`/${role}/login`, credentials, {
    skipAuthRefresh: true,
  });
  return authResponseSchema.parse(response.data);
};

export const useLogin = (role: Role) =>
  useMutation({
    mutationFn: (credentials: Credentials) => login(role, credentials),
    // The form decides: an unverified account goes to the code screen instead of a toast.
    meta: { skipErrorToast: true },
  });
