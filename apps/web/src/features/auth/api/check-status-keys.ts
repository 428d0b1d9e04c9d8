import type { Role } from '@nestly/shared';

/**
 * The area's status check, on its own so that the live notices' table (app/live-stale-queries)
 * names it without bringing the fetcher (and the API client) into the first page's code.
 */
export const checkStatusKeys = {
  /** Every area's check: a live notice about the account (approved, rejected) refreshes it. */
  all: ['auth', 'check-status'] as const,
  one: (role: Role, id: string) => ['auth', 'check-status', role, id] as const,
};
