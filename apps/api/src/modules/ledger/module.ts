import { defineModule } from '../../module-kit';
import { createLedgerService, type LedgerService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The double-entry ledger's intents: every money movement is posted through them. */
    ledger: LedgerService;
  }
}

/** The ledger: wallets and platform accounts, their postings and balances (decision 031). */
export const ledgerModule = defineModule({
  name: 'ledger',
  provides: ['ledger'],
  setup: ({ provide }) => {
    provide('ledger', createLedgerService());
  },
});
