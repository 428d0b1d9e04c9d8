import { useMutation } from '@tanstack/react-query';
import {
  profileResponseSchema,
  updateProfileInputSchema,
  type SelfServiceRole,
  type UpdateProfileInput,
} from '@nestly/shared';
import { ownAccountPatch } from './patch-own-account';
import { useApplyProfile } from './use-apply-profile';

/** PATCH /api/{role}/profile/{id} with `{ data: { name, phone } }`; `phone: null` clears it. */
export const updateProfile = ownAccountPatch(
  'profile',
  updateProfileInputSchema,
  profileResponseSchema,
);

export const useUpdateProfile = (role: SelfServiceRole, id: string) => {
  const applyProfile = useApplyProfile(role);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(role, id, input),
    onSuccess: ({ user }) => applyProfile(user),
  });
};
