import { CreditCard, Wallet } from 'lucide-react';
import { REFUND_TIMING, type RefundDestination } from '@nestly/shared';
import { ChoiceCards } from '../../../components/ui';
import { formatInr } from '../../../lib/format';

interface RefundDestinationChoiceProps {
  /** Paise the cancellation refunds. */
  refund: number;
  /** Paise of it that was paid by card and can go back to the card. */
  cardRefundable: number;
  value: RefundDestination;
  onChange: (value: RefundDestination) => void;
}

/** Where each part of the refund goes for a choice: card-paid money only can go to the card. */
export const splitRefund = (
  refund: number,
  cardRefundable: number,
  destination: RefundDestination,
) => {
  const toCard = destination === 'card' ? Math.min(refund, cardRefundable) : 0;
  return { toCard, toWallet: refund - toCard };
};

/**
 * "Refund to my card / to my wallet" in the cancel dialog (PRODUCT.md, Money out: "Refund to the
 * card"), with how long each takes. Money paid from the wallet always returns to the wallet, so a
 * booking paid that way offers no choice.
 */
export function RefundDestinationChoice({
  refund,
  cardRefundable,
  value,
  onChange,
}: RefundDestinationChoiceProps) {
  if (cardRefundable <= 0 || refund <= 0) {
    return (
      <p className="text-sm text-slate-600">
        You paid from your Nestly wallet, so the refund goes back there at once.
      </p>
    );
  }
  const { toCard, toWallet } = splitRefund(refund, cardRefundable, 'card');
  return (
    <ChoiceCards
      legend="Where should the refund go?"
      value={value}
      onChange={onChange}
      options={[
        {
          value: 'wallet',
          label: 'Refund to my wallet',
          icon: Wallet,
          description: REFUND_TIMING.wallet,
        },
        {
          value: 'card',
          label: 'Refund to my card',
          icon: CreditCard,
          description: (
            <>
              {REFUND_TIMING.card}
              {toWallet > 0 && (
                <span className="mt-0.5 block text-xs">
                  {formatInr(toCard)} goes to your card; the {formatInr(toWallet)} you paid from
                  your wallet returns to your wallet at once.
                </span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
