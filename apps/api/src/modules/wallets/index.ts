// The wallets module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js).

/** Bookings: the balance a checkout can spend and the wallet lines a booking moved. */
export { findWalletBalance, listBookingWalletEntries } from './repo';
export { createLedger, type Ledger } from './ledger';
export * from './postings';
