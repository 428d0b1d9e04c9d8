import type { SelfServiceRole } from '@nestly/shared';
import { PageHeader } from '../../components/ui';
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
        description="Manage your personal details, photo and password."
      />
      <ProfileScreen role={role} user={user} />
    </>
  );
}
