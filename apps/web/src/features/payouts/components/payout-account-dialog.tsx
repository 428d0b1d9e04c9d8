import { useState } from 'react';
import {
  describePayoutDestination,
  PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS,
  type PayoutAccount,
} from '@nestly/shared';
import { Dialog } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePayoutAccount } from '../api/get-payout-account';
import type { PayoutRole } from '../api/keys';
import { useRequestPayoutAccountCode } from '../api/request-payout-account-code';
import { useSetPayoutAccount } from '../api/set-payout-account';
import { activeHold } from './payout-account-card';
import { PayoutAccountForm } from './payout-account-form';

/** What the person reads once the bank has answered. */
const toastSavedAccount = (account: PayoutAccount) => {
  const destination = describePayoutDestination(account);
  if (account.status !== 'verified') {
    toast.error(
      `Your bank could not verify ${destination}. Check its details and try again, or add another account.`,
    );
    return;
  }
  const heldUntil = activeHold(account);
  toast.success(
    heldUntil
      ? `${destination} is verified. For your safety, payouts to it wait ${PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS} hours, until ${formatDateTime(heldUntil.toISOString())}.`
      : `${destination} is verified. You can withdraw to it now.`,
  );
};

interface PayoutAccountDialogProps {
  role: PayoutRole;
  open: boolean;
  onClose: () => void;
  /** Accounts from Google sign-in have none: they confirm with a mailed code. */
  hasPassword: boolean;
  /** Where the code goes, to say so in the form. */
  email: string;
}

/** Mounted only while open, so each opening starts blank. */
export function PayoutAccountDialog(props: PayoutAccountDialogProps) {
  return props.open ? <PayoutAccountDialogContent {...props} /> : null;
}

function PayoutAccountDialogContent({
  role,
  onClose,
  hasPassword,
  email,
}: PayoutAccountDialogProps) {
  const current = usePayoutAccount(role).data ?? null;
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const saveAccount = useSetPayoutAccount(role, {
    onSuccess: (account) => {
      toastSavedAccount(account);
      onClose();
    },
    // A wrong password or code (403) keeps the form open to try again.
    onError: (error) => toast.error(errorMessage(error)),
  });
  const requestCode = useRequestPayoutAccountCode(role, {
    onSuccess: ({ message }) => {
      setCodeSentTo(email);
      toast.success(message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={current ? 'Change payout account' : 'Add a payout account'}
      description="Where your withdrawals go. We check it with your bank before saving."
    >
      <PayoutAccountForm
        current={current}
        hasPassword={hasPassword}
        canAutoPayout={role === 'owner'}
        isPending={saveAccount.isPending}
        onSubmit={(input) => saveAccount.mutate(input)}
        onRequestCode={() => requestCode.mutate()}
        isSendingCode={requestCode.isPending}
        codeSentTo={codeSentTo}
        onCancel={onClose}
      />
    </Dialog>
  );
}
