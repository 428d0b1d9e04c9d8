import { PageHeader } from '../../components/ui';
import { ReconciliationScreen } from '../../features/payouts/components/reconciliation-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminReconciliationPage() {
  usePageTitle('Reconciliation');
  return (
    <>
      <PageHeader
        title="Reconciliation"
        description="Razorpay's payments, refunds and payouts checked against the ledger every day: what disagrees, and what was done about it."
      />
      <ReconciliationScreen />
    </>
  );
}
