import { X } from 'lucide-react';
import { Alert } from '../../../components/ui';

/**
 * Shown when the message just sent (before any booking) held a phone number, an e-mail address
 * or a UPI id (issue 10, contact details before booking): a reminder, nothing is blocked.
 */
export function ContactNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="relative px-3 pt-2">
      <Alert tone="warning" title="Keep payments on Nestly" className="pr-10">
        Paying outside Nestly means no refund if plans change and no protection for your deposit.
        Book and pay here to stay covered.
      </Alert>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss the payment reminder"
        className="absolute top-4 right-5 rounded-lg p-1 text-amber-900 hover:bg-amber-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
