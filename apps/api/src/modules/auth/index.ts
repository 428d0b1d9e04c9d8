// The auth module's public API: what other modules and the demo seed may use. It owns the accounts
// and sessions tables; its repo.ts is its own (eslint.boundaries.js).

export type { AccountRow, NewAccountRow } from './repo';
/** Accounts: profile changes, and ending every session of a changed or removed account. */
export { findLiveAccountById, revokeAccountSessions, updateAccount } from './repo';

/** The admin at start-up and the demo seed create accounts and owner documents. */
export { findLiveAccountByEmail, insertAccount, insertOwnerDocuments } from './repo';
