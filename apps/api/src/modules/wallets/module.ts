import { createIdempotency } from '../../idempotency/http';
import { defineModule } from '../../module-kit';
import { registerWalletRoutes } from './routes';
import { createWalletsService } from './service';

/** Wallets: a person's balance and statement, and top-ups by card, over the ledger's intents. */
export const walletsModule = defineModule({
  name: 'wallets',
  needs: ['payments', 'ledger'],
  setup: ({ app, deps, use }) => {
    registerWalletRoutes(
      app,
      createWalletsService(deps, use('payments'), use('ledger')),
      createIdempotency(deps),
    );
  },
});
