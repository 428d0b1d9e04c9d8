import type { Account } from '@nestly/shared';
import { useProfile } from '../api/get-profile';

export type OwnerApproval = 'approved' | 'pending' | 'rejected';

/**
 * Whether the signed-in owner may list homes yet, read fresh from the profile: the session's copy
 * was taken at sign-in and an admin may have decided since. Undefined while that is unknown (the
 * session says "not approved" and the profile is still loading).
 */
export const useOwnerApproval = (user: Account): OwnerApproval | undefined => {
  const profileQuery = useProfile('owner', user.id);
  const status = profileQuery.isSuccess
    ? profileQuery.data.user.approvalStatus
    : user.approvalStatus === 'approved' || profileQuery.isError
      ? user.approvalStatus
      : undefined;
  if (profileQuery.isPending && status === undefined) return undefined;
  return status ?? 'pending';
};
