import { PageHeader } from '../../components/ui';
import { AccountsScreen } from '../../features/admin/components/accounts-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminUsersPage() {
  usePageTitle('Users');
  return (
    <>
      <PageHeader
        title="Users"
        description="Search tenants, block or unblock them, and remove accounts."
      />
      <AccountsScreen kind="users" />
    </>
  );
}
