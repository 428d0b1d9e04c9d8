import { useQuery } from '@tanstack/react-query';
import type { SelfServiceRole } from '@nestly/shared';
import { PageHeader } from '../../components/ui';
import { NotificationPreferencesCard } from '../../features/notifications/components/notification-preferences-card';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { subscriptionQueryOptions } from '../../features/subscriptions/api/get-subscription';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

export default function ProfilePage({ role }: { role: SelfServiceRole }) {
  const user = useCurrentUser();
  usePageTitle('Profile');
  // An approved owner's card says what their plan allows rather than "choose a plan" (issue 29).
  const subscription = useQuery({
    ...subscriptionQueryOptions(),
    enabled: role === 'owner' && user?.approvalStatus === 'approved',
  });
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Your profile"
        description="Manage your personal details, photo, password and notifications."
      />
      <ProfileScreen
        role={role}
        user={user}
        ownerPlan={subscription.isSuccess ? subscription.data.current : undefined}
      >
        <NotificationPreferencesCard area={role} />
      </ProfileScreen>
    </>
  );
}
