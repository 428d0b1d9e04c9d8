import type { SelfServiceRole } from '@nestly/shared';
import { PageHeader } from '../../components/ui';
import { NotificationPreferencesCard } from '../../features/notifications/components/notification-preferences-card';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

export default function ProfilePage({ role }: { role: SelfServiceRole }) {
  const user = useCurrentUser();
  usePageTitle('Profile');
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Your profile"
        description="Manage your personal details, photo, password and notifications."
      />
      <ProfileScreen role={role} user={user}>
        <NotificationPreferencesCard area={role} />
      </ProfileScreen>
    </>
  );
}
