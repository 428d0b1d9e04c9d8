import { PageHeader } from '../../components/ui';
import { AccountsScreen } from '../../features/admin/components/accounts-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminOwnersPage() {
  usePageTitle('Owners');
  return (
    <>
      <PageHeader
        title="Owners"
        description="Review documents, approve or reject owners, and moderate accounts."
      />
      <AccountsScreen kind="owners" />
    </>
  );
}
