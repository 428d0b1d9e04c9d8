// The accounts module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js).

/** Properties: the audit trail of an admin's decisions on a listing. */
export { insertAuditLog, listAuditLog } from './repo';

/** The demo seed checks whether the pending owner has documents yet. */
export { listOwnerDocuments } from './repo';
