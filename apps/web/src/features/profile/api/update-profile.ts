import { useMutation } from '@tanstack/react-query';
import {
  ownerProfileResponseSchema,
  profileResponseSchema,
  updateOwnerProfileInputSchema,
  updateProfileInputSchema,
  type SelfServiceRole,
  type UpdateOwnerProfileInput,
} from '@nestly/shared';
import { ownAccountPatch } from './patch-own-account';
import { useApplyProfile } from './use-apply-profile';

/** PATCH /api/{role}/profile/{id} with `{ data: { name, phone } }`; `phone: null` clears it. */
export const updateProfile = ownAccountPatch(
  'profile',
  updateProfileInputSchema,
  profileResponseSchema,
);

/** The owner's: `pan` too, printed on their tenants' rent receipts (`""` or null removes it). */
export const updateOwnerProfile = ownAccountPatch(
  'profile',
  updateOwnerProfileInputSchema,
  ownerProfileResponseSchema,
);

export const useUpdateProfile = (role: SelfServiceRole, id: string) => {
  const applyProfile = useApplyProfile(role);
  return useMutation({
    mutationFn: (input: UpdateOwnerProfileInput) =>
      role === 'owner' ? updateOwnerProfile(role, id, input) : updateProfile(role, id, input),
    onSuccess: ({ user }) => applyProfile(user),
  });
};
