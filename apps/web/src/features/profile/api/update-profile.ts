import { useMutation } from '@tanstack/react-query';
import type { SelfServiceRole, UpdateOwnerProfileInput } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { profileSchemas } from './load-schemas';
import { ownAccountPatch } from './patch-own-account';
import { useApplyProfile } from './use-apply-profile';

/** PATCH /api/{role}/profile/{id} with `{ data: { name, phone } }`; `phone: null` clears it. */
export const updateProfile = ownAccountPatch('profile', {
  input: exportOf(profileSchemas, 'updateProfileInputSchema'),
  output: exportOf(profileSchemas, 'profileResponseSchema'),
});

/** The owner's: `pan` too, printed on their tenants' rent receipts (`""` or null removes it). */
export const updateOwnerProfile = ownAccountPatch('profile', {
  input: exportOf(profileSchemas, 'updateOwnerProfileInputSchema'),
  output: exportOf(profileSchemas, 'ownerProfileResponseSchema'),
});

export const useUpdateProfile = (role: SelfServiceRole, id: string) => {
  const applyProfile = useApplyProfile(role);
  return useMutation({
    mutationFn: (input: UpdateOwnerProfileInput) =>
      role === 'owner' ? updateOwnerProfile(role, id, input) : updateProfile(role, id, input),
    onSuccess: ({ user }) => applyProfile(user),
  });
};
