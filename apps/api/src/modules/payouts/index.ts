// The payouts module's public API: nothing yet beyond its routes and jobs (module.ts). The weekly
// automatic payouts and the reconciliation (decision 028, later phases) will call its service.
export type { PayoutsService } from './service';
