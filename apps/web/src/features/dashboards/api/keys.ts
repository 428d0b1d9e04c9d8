import type { DashboardRange } from '@nestly/shared';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  owner: (range: DashboardRange) => ['dashboard', 'owner', range] as const,
  ownerEarnings: (range: DashboardRange) => ['dashboard', 'owner', 'earnings', range] as const,
  admin: (range: DashboardRange) => ['dashboard', 'admin', range] as const,
};
