import { useMutation } from '@tanstack/react-query';
import {
  changePasswordInputSchema,
  messageResponseSchema,
  type ChangePasswordInput,
  type SelfServiceRole,
} from '@nestly/shared';
import { ownAccountPatch } from './patch-own-account';

/** PATCH /api/{role}/change-password/{id} */
export const changePassword = ownAccountPatch(
  'change-password',
  changePasswordInputSchema,
  messageResponseSchema,
);

export const useChangePassword = (role: SelfServiceRole, id: string) =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(role, id, input) });
