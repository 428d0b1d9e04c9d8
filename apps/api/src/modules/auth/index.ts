// The auth module's public API: what other modules and the demo seed may use. It owns the accounts
// and sessions tables; its repo.ts is its own (eslint.boundaries.js).

export type { AccountRow, NewAccountRow } from './repo';
/** Accounts: profile changes, and ending every session of a changed or removed account. */
export { findLiveAccountById, revokeAccountSessions, updateAccount } from './repo';

/** The admin at start-up and the demo seed create accounts and owner documents. */
export { findLiveAccountByEmail, insertAccount, insertOwnerDocuments } from './repo';

/** One-time codes: the password links an operator prints (modules/password-links). */
export { consumeCode, countCodeAttempt, findLatestCode, replaceCode } from './repo';

/** Owners' identity documents: read and stored alike at sign-up and on a new submission. */
export { readOwnerDocumentUpload, storeOwnerDocumentFiles } from './owner-document-files';
