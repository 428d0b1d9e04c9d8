import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createLedgerAudit } from './ledger-audit';
import { registerDashboardRoutes } from './routes';
import type { SearchDemandRecorder } from './search-demand';
import { createDashboardsService, type DashboardsServiceOptions } from './service';

export { createSearchDemandRecorder, type SearchDemandRecorder } from './search-demand';

export interface DashboardsModuleOptions extends DashboardsServiceOptions {
  deps: AppDeps;
  /** The search's demand counter (made in app.ts, since the properties module records into it). */
  searchDemand: SearchDemandRecorder;
}

/**
 * The dashboards module (issue 11), an encapsulated plugin: read-only figures for owners and
 * admins, the lost-demand roll-up's writer (started and stopped with the server) and the ledger
 * audit behind the admin's health line. Its public API is what it exports: the plugin and the
 * search's demand recorder (`record(query, total)`), which the properties module is handed.
 */
export const dashboardsModule = async (app: FastifyInstance, options: DashboardsModuleOptions) => {
  const { deps, searchDemand, ...serviceOptions } = options;
  const ledgerAudit = createLedgerAudit(deps);
  const service = createDashboardsService(deps, searchDemand, ledgerAudit, serviceOptions);
  registerDashboardRoutes(app, service);
  app.addHook('onReady', async () => searchDemand.start());
  app.addHook('onClose', async () => searchDemand.stop());
};
