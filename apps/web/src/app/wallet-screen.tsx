import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePayoutAccount } from '../features/payouts/api/get-payout-account';
import { usePayouts } from '../features/payouts/api/list-payouts';
import { PayoutAccountCard } from '../features/payouts/components/payout-account-card';
import { PayoutsCard } from '../features/payouts/components/payouts-card';
import { WithdrawButton } from '../features/payouts/components/withdraw-button';
import type { PayOrder } from '../features/wallet/hooks/use-top-up';
import { walletKeys } from '../features/wallet/api/keys';
import { WalletView } from '../features/wallet/components/wallet-view';
import { useCurrentUser } from './guards/use-current-user';

const PAYOUTS_PAGE_SIZE = 10;

// The payout account form (its form library, schemas and inputs) loads when first opened: the
// entry names every chunk a page preloads, and the landing page's budget has no room for them.
const PayoutAccountDialog = lazy(async () => ({
  default: (await import('../features/payouts/components/payout-account-dialog'))
    .PayoutAccountDialog,
}));

interface WalletScreenProps {
  role: 'user' | 'owner';
  /** Users can add money by card. */
  pay?: PayOrder;
}

/**
 * A wallet with its money out (PRODUCT.md, Money out): the balance split into available and
 * pending, "Withdraw", the payout account, and the withdrawals. The wallet and payouts features
 * meet here: a withdrawal refreshes the wallet, and the wallet's available money bounds it.
 */
export function WalletScreen({ role, pay }: WalletScreenProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [isAccountFormOpen, setIsAccountFormOpen] = useState(false);
  // Asked beside the wallet, not after it: the sections that read them are drawn once it answers.
  usePayoutAccount(role);
  usePayouts(role, { page: 1, limit: PAYOUTS_PAGE_SIZE });
  if (!user) return null;
  const openAccountForm = () => setIsAccountFormOpen(true);
  return (
    <>
      <WalletView
        role={role}
        accountId={user.id}
        pay={pay}
        actions={(wallet) => (
          <WithdrawButton
            role={role}
            available={wallet.available}
            pending={wallet.pending}
            onManageAccount={openAccountForm}
            onBalanceChanged={() =>
              void queryClient.invalidateQueries({ queryKey: walletKeys.all })
            }
          />
        )}
      >
        <PayoutAccountCard role={role} onManage={openAccountForm} />
        <PayoutsCard role={role} pageSize={PAYOUTS_PAGE_SIZE} />
      </WalletView>
      {isAccountFormOpen && (
        <Suspense fallback={null}>
          <PayoutAccountDialog
            role={role}
            open
            onClose={() => setIsAccountFormOpen(false)}
            hasPassword={user.hasPassword}
            email={user.email}
          />
        </Suspense>
      )}
    </>
  );
}
