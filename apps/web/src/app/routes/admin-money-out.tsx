import { PageHeader } from '../../components/ui';
import { DepositDisputesScreen } from '../../features/bookings/components/deposit-disputes-screen';
import { AdminPayoutsScreen } from '../../features/payouts/components/admin-payouts-screen';
import { ReconciliationScreen } from '../../features/payouts/components/reconciliation-screen';
import { usePageTitle } from '../../lib/use-page-title';

function AdminPayoutsPage() {
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

function AdminReconciliationPage() {
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

function AdminDepositDisputesPage() {
  usePageTitle('Deposit disputes');
  return (
    <>
      <PageHeader
        title="Deposit disputes"
        description="Guests who disagree with an owner's move-out deductions: read both sides and decide what the owner keeps."
      />
      <DepositDisputesScreen />
    </>
  );
}

type AdminMoneyScreen = 'payouts' | 'reconciliation' | 'deposit-disputes';

/**
 * The admin's money out and deposits: `/admin/payouts`, `/admin/reconciliation` and
 * `/admin/deposit-disputes` are one lazy page (app/routes names the screen). The entry names every
 * lazy page's chunks, and a page apiece put the landing page past its 120 KiB budget
 * (scripts/bundle-budget.mjs).
 */
export default function AdminMoneyOutPage({ screen }: { screen: AdminMoneyScreen }) {
  if (screen === 'payouts') return <AdminPayoutsPage />;
  if (screen === 'deposit-disputes') return <AdminDepositDisputesPage />;
  return <AdminReconciliationPage />;
}
