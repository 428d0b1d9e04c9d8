import { PageHeader } from '../../components/ui';
import { AdminPayoutsScreen } from '../../features/payouts/components/admin-payouts-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminPayoutsPage() {
  usePageTitle('Payouts');
  return (
    <>
      <PageHeader
        title="Payouts"
        description="Every withdrawal and weekly payout of tenants and owners, with the bank's references."
      />
      <AdminPayoutsScreen />
    </>
  );
}
