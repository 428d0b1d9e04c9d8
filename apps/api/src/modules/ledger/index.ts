// The ledger module's public API (decision 031): the intents that move money, and the reads of
// balances and statements. Its postings, writer and repo are its own; nothing else builds a
// posting or writes a ledger table.

/** Bookings, wallets and the demo seed: the intents (published as `ledger`, or made here). */
export {
  createLedgerService,
  InstalmentAlreadyPaidError,
  type BookedMoney,
  type LedgerService,
} from './service';
/** The wallet booking: what the payer sees of the prepared posting, and its failure in words. */
export { ledgerError, postedOf } from './ledger';
export type { InstalmentMoney, PaidStay, RefundAmounts } from './postings';
export { monthOf } from './postings';

/** Wallets: a person's balance and statement. Cart: the balance a checkout can spend. */
export {
  findWalletBalance,
  findWalletTotals,
  listWalletEntries,
  walletBalanceColumn,
} from './repo';
/** Bookings: the wallet lines a booking moved (its detail page). */
export { listBookingWalletEntries } from './repo';
/** Wallets: what a person can withdraw or spend now, and what is still pending. */
export { findWalletSplit } from './repo';
/** Reconciliation and the admin dashboard: money in transit (`payouts_in_transit`). */
export { findPlatformBalance } from './repo';
