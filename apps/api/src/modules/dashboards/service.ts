import type { AdminDashboard, DashboardRange } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { buildAdminDashboard } from './admin-dashboard';
import { createDailyHistory } from './daily-history';
import type { LedgerAudit } from './ledger-audit';
import { createLostDemandReader } from './lost-demand-reader';
import { buildOwnerDashboard, buildOwnerEarnings } from './owner-dashboard';
import type { SearchDemandRecorder } from './search-demand';

export interface DashboardsServiceOptions {
  /**
   * Unread chat messages of an owner. Chat is not built yet (PRODUCT.md, Chat), so without one
   * the count is 0; app.ts hands in the chat module's counter when it lands.
   */
  countUnreadMessages?: (ownerId: string) => Promise<number>;
  /** Money out's figures (the reconciliation module's summary). */
  moneyOut?: () => Promise<AdminDashboard['moneyOut']>;
}

/** The dashboards' figures (decision 015): read-only, from the rows as they are. */
export const createDashboardsService = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  searchDemand: SearchDemandRecorder,
  ledgerAudit: LedgerAudit,
  options: DashboardsServiceOptions = {},
) => {
  const lostDemand = createLostDemandReader(deps);
  const history = createDailyHistory(deps);
  const countUnreadMessages = options.countUnreadMessages ?? (async () => 0);
  const moneyOut =
    options.moneyOut ??
    (async () => ({
      openFindings: 0,
      moneyInTransit: 0,
      cardRefundsInTransit: 0,
      failedPayouts: { count: 0, amount: 0 },
    }));

  return {
    owner: async (ownerId: string, range: DashboardRange) => {
      // This process's searches counted so far go in first, so a fresh look includes them.
      await searchDemand.flush();
      return buildOwnerDashboard({ ...deps, lostDemand, countUnreadMessages }, ownerId, range);
    },
    ownerEarnings: (ownerId: string, range: DashboardRange) =>
      buildOwnerEarnings(deps, ownerId, range),
    admin: async (range: DashboardRange) => {
      await searchDemand.flush();
      return buildAdminDashboard({ ...deps, history, ledgerAudit, lostDemand, moneyOut }, range);
    },
  };
};
export type DashboardsService = ReturnType<typeof createDashboardsService>;
