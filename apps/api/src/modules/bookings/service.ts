import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { PaymentsService } from '../payments/index';
import type { LedgerService } from '../ledger/index';
import { createCancellation } from './cancellation';
import { createCardCheckout } from './card-checkout';
import { createCartHolds } from './holds';
import { createScheduledTransitions } from './scheduled-transitions';
import { createDepositSettlements } from './deposit-settlement';
import { createStayChanges } from './stay-changes';
import { createBookingTransitions } from './transitions';
import { createWalletCheckout } from './wallet-checkout';

export { datesTaken, type Actor, type Party } from './transitions';

/**
 * Bookings: turning the cart into a booking, paying it (card or wallet), cancelling with refunds,
 * and the scheduled transitions. Each state change is a guarded UPDATE plus a timeline event in
 * one transaction, with its ledger posting (transitions.ts); each way in has its own file.
 */
export const createBookingsService = (
  deps: AppDeps & Notifying,
  payments: PaymentsService,
  ledger: LedgerService,
) => {
  const transitions = createBookingTransitions(deps, ledger);
  const holds = createCartHolds(deps, transitions);
  const deposits = createDepositSettlements(deps, ledger, transitions);
  return {
    today: transitions.today,
    ...createCardCheckout(deps, payments, ledger, transitions, holds),
    ...createWalletCheckout(deps, ledger, transitions, holds),
    ...createCancellation(deps, ledger, payments, transitions),
    ...createScheduledTransitions(deps, ledger, transitions, deposits),
    ...deposits,
    ...createStayChanges(deps, ledger, transitions),
  };
};
export type BookingsService = ReturnType<typeof createBookingsService>;
