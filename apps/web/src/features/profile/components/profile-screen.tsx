import { useEffect, type ReactNode } from 'react';
import type { Account, CurrentSubscription, SelfServiceRole } from '@nestly/shared';
import { PageSpinner, QueryState } from '../../../components/ui';
import { useAuthStore } from '../../../stores/auth-store';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { OnboardingStatusCard } from './onboarding-status-card';
import { OwnerDocumentsCard } from './owner-documents-card';
import { ProfileSummaryCard } from './profile-summary-card';

/**
 * Profile for users and owners: view, edit, photo, password; owners also see onboarding. Sections
 * of other features (notification e-mails) come in as `children`, composed by the route.
 */
export function ProfileScreen({
  role,
  user,
  ownerPlan,
  children,
}: {
  role: SelfServiceRole;
  user: Account;
  /** An owner's current plan (from the route; undefined while loading), for the onboarding card. */
  ownerPlan?: CurrentSubscription | null;
  children?: ReactNode;
}) {
  const profileQuery = useProfile(role, user.id);
  const setUser = useAuthStore((state) => state.setUser);
  const profile = profileQuery.data?.user;

  useEffect(() => {
    if (profile) setUser(profile);
  }, [profile, setUser]);

  return (
    <QueryState
      query={profileQuery}
      loadingLabel="Loading profile"
      loading={<PageSpinner label="Loading profile" />}
    >
      {({ user: current }) => (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
          <ProfileSummaryCard role={role} user={current} />
          <div className="min-w-0 space-y-6">
            {role === 'owner' && <OnboardingStatusCard user={current} plan={ownerPlan} />}
            <EditProfileForm role={role} user={current} />
            <ChangePasswordForm role={role} user={current} />
            {children}
            {role === 'owner' && <OwnerDocumentsCard />}
          </div>
        </div>
      )}
    </QueryState>
  );
}
