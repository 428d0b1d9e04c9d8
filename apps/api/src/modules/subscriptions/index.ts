// The subscriptions module's public API: what other modules and the demo seed may use. Its repo.ts
// and tables are its own (eslint.boundaries.js).

/** Properties: serialises an owner's listing changes against their plan's limit. */
export { lockOwner } from './repo';

/** The demo seed gives the demo owner a running plan. */
export { insertSubscription } from './repo';

export type { SubscriptionsService } from './service';
