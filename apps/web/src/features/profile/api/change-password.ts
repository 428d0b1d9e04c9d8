import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, SelfServiceRole } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { profileSchemas } from './load-schemas';
import { ownAccountPatch } from './patch-own-account';

/** PATCH /api/{role}/change-password/{id} */
export const changePassword = ownAccountPatch('change-password', {
  input: exportOf(profileSchemas, 'changePasswordInputSchema'),
  output: exportOf(profileSchemas, 'messageResponseSchema'),
});

export const useChangePassword = (role: SelfServiceRole, id: string) =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(role, id, input) });
