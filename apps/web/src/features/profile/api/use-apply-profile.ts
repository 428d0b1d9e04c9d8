import { useQueryClient } from '@tanstack/react-query';
import type { Account, SelfServiceRole } from '@nestly/shared';
import { useAuthStore } from '../../../stores/auth-store';
import { profileKeys } from './keys';

/** After a profile change: the cached profile and the stored person (header) both update. */
export const useApplyProfile = (role: SelfServiceRole) => {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return (user: Account) => {
    queryClient.setQueryData(profileKeys.detail(role, user.id), { user });
    setUser(user);
  };
};
