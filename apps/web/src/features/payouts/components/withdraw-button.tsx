import { lazyComponent } from '../../../lib/lazy-component';
import { useId, useState } from 'react';
import { ArrowUpRight } from 'lucide-react';
import { MIN_WITHDRAWAL, type PayoutAccount } from '@nestly/shared';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePayoutAccount } from '../api/get-payout-account';
import type { PayoutRole } from '../api/keys';
import { isUncertainFailure, useWithdraw } from '../hooks/use-withdraw';

/** The dialog and its form (react-hook-form) come when the page is idle, or when opened. */
const WithdrawDialog = lazyComponent(() =>
  import('./withdraw-dialog').then((module) => module.WithdrawDialog),
);

/** Why "Withdraw" cannot be pressed yet, in words beside it; null when it can. */
export const withdrawBlockedReason = (
  account: PayoutAccount | null,
  available: number,
): string | null => {
  if (!account) return 'Add a payout account to withdraw.';
  if (account.status !== 'verified') return 'Your bank could not verify your payout account.';
  if (available < MIN_WITHDRAWAL) {
    return `You can withdraw once ${formatInr(MIN_WITHDRAWAL)} is available.`;
  }
  return null;
};

interface WithdrawButtonProps {
  role: PayoutRole;
  /** Paise that can leave now, and paise not available yet (from the wallet's answer). */
  available: number;
  pending: number;
  onManageAccount: () => void;
  /** After a withdrawal, or a refusal that may mean the balance moved: the wallet refreshes. */
  onBalanceChanged: () => void;
}

const RETRY_SAFELY =
  'Try again: if the first request did reach us, the money still leaves your wallet only once.';

/**
 * "Withdraw": disabled, with the reason beside it, without a verified payout account or ₹100
 * available; else the dialog, whose submission is sent with one Idempotency-Key per attempt.
 */
export function WithdrawButton({
  role,
  available,
  pending,
  onManageAccount,
  onBalanceChanged,
}: WithdrawButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const reasonId = useId();
  const accountQuery = usePayoutAccount(role);
  const account = accountQuery.data ?? null;
  const withdrawal = useWithdraw(role, {
    onSuccess: (payout) => {
      setIsOpen(false);
      toast.success(`${formatInr(payout.amount)} is on its way to ${payout.destination}`);
      onBalanceChanged();
    },
    onError: (error) => {
      if (isUncertainFailure(error)) {
        toast.error(`${errorMessage(error)} ${RETRY_SAFELY}`);
        return;
      }
      toast.error(errorMessage(error));
      // Refused (not enough available, the account changed): show what is true now.
      onBalanceChanged();
      void accountQuery.refetch();
    },
  });

  const reason = accountQuery.isSuccess ? withdrawBlockedReason(account, available) : null;
  const isBlocked = !accountQuery.isSuccess || reason !== null;

  return (
    <div className="space-y-1.5">
      <Button
        variant="outline"
        onClick={() => setIsOpen(true)}
        disabled={isBlocked}
        aria-describedby={reason ? reasonId : undefined}
        icon={<ArrowUpRight className="size-4" aria-hidden />}
      >
        Withdraw
      </Button>
      {reason && (
        <p id={reasonId} className="max-w-56 text-xs text-slate-600">
          {reason}
        </p>
      )}
      <WithdrawDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        available={available}
        pending={pending}
        account={account}
        isPending={withdrawal.isPending}
        onSubmit={withdrawal.submit}
        onManageAccount={() => {
          setIsOpen(false);
          onManageAccount();
        }}
      />
    </div>
  );
}
