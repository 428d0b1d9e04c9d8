import { defineModule } from '../../module-kit';
import { createLedgerAudit } from './ledger-audit';
import { registerDashboardRoutes } from './routes';
import { createSearchDemandRecorder, type SearchDemandRecorder } from './search-demand';
import { createDashboardsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The search's demand counter: the properties module records each search into it. */
    searchDemand: Pick<SearchDemandRecorder, 'record'>;
  }
}

/**
 * The dashboards module (issue 11): read-only figures for owners and admins, the lost-demand
 * roll-up's writer (started and stopped with the server) and the ledger audit behind the admin's
 * health line.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  needs: ['chat', 'reconciliation'],
  provides: ['searchDemand'],
  setup: ({ app, deps, use, provide }) => {
    const searchDemand = createSearchDemandRecorder(deps);
    provide('searchDemand', searchDemand);
    const chat = use('chat');
    const reconciliation = use('reconciliation');
    const service = createDashboardsService(deps, searchDemand, createLedgerAudit(deps), {
      countUnreadMessages: (ownerId) => chat.countUnread({ id: ownerId, role: 'owner' }),
      moneyOut: async () => {
        const { openFindings, moneyInTransit, cardRefundsInTransit, failedPayouts } =
          await reconciliation.summary();
        return { openFindings, moneyInTransit, cardRefundsInTransit, failedPayouts };
      },
    });
    registerDashboardRoutes(app, service);
    app.addHook('onReady', async () => searchDemand.start());
    app.addHook('onClose', async () => searchDemand.stop());
  },
});
