import { defineModule } from '../../module-kit';
import { createLedger, type Ledger } from './ledger';
import { registerWalletRoutes } from './routes';
import { createWalletsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The double-entry ledger every money movement posts through (bookings pay and refund). */
    ledger: Ledger;
  }
}

/** Wallets: balances, top-ups by card, and the ledger behind every rupee that moves. */
export const walletsModule = defineModule({
  name: 'wallets',
  needs: ['payments'],
  provides: ['ledger'],
  setup: ({ app, deps, use, provide }) => {
    const ledger = createLedger();
    provide('ledger', ledger);
    registerWalletRoutes(app, createWalletsService(deps, use('payments'), ledger));
  },
});
