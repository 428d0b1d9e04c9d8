// The reconciliation module's public API: the admin dashboard reads its summary (module.ts
// publishes it as `reconciliation`); its tables and repo are its own.
export type { ReconciliationService } from './service';
