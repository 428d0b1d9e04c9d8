import { useMutation } from '@tanstack/react-query';
import {
  profileResponseSchema,
  updateProfileInputSchema,
  type ProfileResponse,
  type SelfServiceRole,
  type UpdateProfileInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApplyProfile } from './use-apply-profile';

/** PATCH /api/{role}/profile/{id} with `{ data: { name, phone } }`; `phone: null` clears it. */
export const updateProfile = async (
  role: SelfServiceRole,
  id: string,
  input: UpdateProfileInput,
): Promise<ProfileResponse> => {
  const body = updateProfileInputSchema.parse(input);
  const response = await apiClient.patch<unknown>(`/${role}/profile/${id}`, body);
  return profileResponseSchema.parse(response.data);
};

export const useUpdateProfile = (role: SelfServiceRole, id: string) => {
  const applyProfile = useApplyProfile(role);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(role, id, input),
    onSuccess: ({ user }) => applyProfile(user),
  });
};
