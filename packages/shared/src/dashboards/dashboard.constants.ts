// Kept apart from dashboard.schemas.ts: the dashboards draw with these, and a module that builds
// Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** The ranges a dashboard is drawn for. */
export const DASHBOARD_RANGES = ['30d', '90d', '12m'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** The series' buckets: days for 30 days, weeks (from Monday) for 90 days, months for 12. */
export const SERIES_GRANULARITY = { '30d': 'day', '90d': 'week', '12m': 'month' } as const;

/** Upcoming move-ins and move-outs look this far ahead; occupancy looks OCCUPANCY_DAYS ahead. */
export const UPCOMING_DAYS = 30;
export const OCCUPANCY_DAYS = 90;
/** The owner's "needs your attention" list warns this many days before the plan runs out. */
export const PLAN_ENDING_SOON_DAYS = 7;
