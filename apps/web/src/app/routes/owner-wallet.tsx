import { COMMISSION_BASIS_POINTS } from '@nestly/shared';
import { PageHeader } from '../../components/ui';
import { WalletView } from '../../features/wallet/components/wallet-view';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

export default function OwnerWalletPage() {
  const user = useCurrentUser();
  usePageTitle('Wallet');
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Wallet"
        description={`Your share of every paid booking, less the ${COMMISSION_BASIS_POINTS / 100} % platform commission.`}
      />
      <WalletView role="owner" accountId={user.id} />
    </>
  );
}
