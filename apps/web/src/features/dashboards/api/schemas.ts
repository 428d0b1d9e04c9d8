/**
 * The shared schemas the dashboards' answers are checked with. Only ever loaded through
 * `dashboardSchemas` (load-schemas.ts), beside the request that needs them: a dashboard draws
 * without waiting for Zod (issue 27, bundle budgets).
 */
export {
  adminDashboardResponseSchema,
  ownerDashboardResponseSchema,
  ownerEarningsResponseSchema,
} from '@nestly/shared';
