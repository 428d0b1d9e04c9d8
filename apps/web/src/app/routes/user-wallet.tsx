import { PageHeader } from '../../components/ui';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { WalletView } from '../../features/wallet/components/wallet-view';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

export default function UserWalletPage() {
  const user = useCurrentUser();
  usePageTitle('My wallet');
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="My wallet"
        description="Pay for bookings in one step. Refunds and returned deposits come back here."
      />
      <WalletView role="user" accountId={user.id} pay={openCheckout} />
    </>
  );
}
