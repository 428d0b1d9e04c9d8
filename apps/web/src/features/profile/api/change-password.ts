import { useMutation } from '@tanstack/react-query';
import {
  changePasswordInputSchema,
  messageResponseSchema,
  type ChangePasswordInput,
  type MessageResponse,
  type SelfServiceRole,
} from '@nestly/shared';
import { patchOwnAccount } from './patch-own-account';

/** PATCH /api/{role}/change-password/{id} */
export const changePassword = (
  role: SelfServiceRole,
  id: string,
  input: ChangePasswordInput,
): Promise<MessageResponse> =>
  patchOwnAccount({ role, id, resource: 'change-password' }, input, {
    body: changePasswordInputSchema,
    answer: messageResponseSchema,
  });

export const useChangePassword = (role: SelfServiceRole, id: string) =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(role, id, input) });
