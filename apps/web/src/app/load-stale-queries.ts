import type { NotificationType } from '@nestly/shared';

/**
 * What a live notice makes stale (app/live-stale-queries), loaded with the first notice: the
 * table names every feature's keys, which the first page of an area does not need.
 */
export const loadStaleQueriesOfNotice = (type: NotificationType) =>
  import('./live-stale-queries').then(({ staleQueriesOfNotice }) => staleQueriesOfNotice(type));
