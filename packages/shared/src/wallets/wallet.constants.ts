// Kept apart from wallet.schemas.ts: the wallet's screens draw with these, and a module that
// builds Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** What a wallet row records (one ledger entry on the wallet's account). */
export const WALLET_ENTRY_KINDS = [
  'booking_payment',
  'booking_earning',
  'refund',
  'earning_reversal',
  'deposit_return',
  /** What the owner keeps of a deposit at move-out (decision 027). */
  'deposit_deduction',
  'top_up',
  'late_payment_credit',
  'payout',
  'payout_reversal',
  /** Long stays (decision 027): a month paid from the wallet (by the tenant, or autopay). */
  'instalment_payment',
  /** An owner's pending earning from a paid month, now available (the release job). */
  'earning_released',
  /** A paid month refunded (the stay ended early before its period). */
  'instalment_refund',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** ₹100 to ₹5,00,000 per top-up. */
export const WALLET_TOP_UP_MIN = 10_000;
export const WALLET_TOP_UP_MAX = 50_000_000;
