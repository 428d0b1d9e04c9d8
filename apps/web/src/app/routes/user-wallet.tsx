import { PageHeader } from '../../components/ui';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { usePageTitle } from '../../lib/use-page-title';
import { WalletScreen } from '../wallet-screen';

export default function UserWalletPage() {
  usePageTitle('My wallet');
  return (
    <>
      <PageHeader
        title="My wallet"
        description="Pay for bookings in one step. Refunds and returned deposits come back here, and you can withdraw what is available to your bank."
      />
      <WalletScreen role="user" pay={openCheckout} />
    </>
  );
}
