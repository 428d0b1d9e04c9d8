import type { WalletEntryKind } from '@nestly/shared';

/** What each ledger row is, in words (decision 007, the ledger's events). */
export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  booking_payment: 'Booking payment',
  booking_earning: 'Booking earning',
  refund: 'Refund',
  earning_reversal: 'Earning reversed',
  deposit_return: 'Deposit returned',
  deposit_deduction: 'Deposit deduction kept',
  top_up: 'Money added',
  late_payment_credit: 'Late payment credited',
  payout: 'Withdrawal',
  payout_reversal: 'Withdrawal returned',
  instalment_payment: 'Monthly rent paid',
  earning_released: 'Earning available',
  instalment_refund: 'Monthly rent refunded',
};
