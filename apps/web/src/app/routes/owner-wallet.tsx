import { COMMISSION_BASIS_POINTS } from '@nestly/shared';
import { PageHeader } from '../../components/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { WalletScreen } from '../wallet-screen';

export default function OwnerWalletPage() {
  usePageTitle('Wallet');
  return (
    <>
      <PageHeader
        title="Wallet"
        description={`Your share of every paid booking, less the ${COMMISSION_BASIS_POINTS / 100} % platform commission. Withdraw what is available to your bank or UPI.`}
      />
      <WalletScreen role="owner" />
    </>
  );
}
