import { addMonthsToDate, type PropertyFilterQuery } from '@nestly/shared';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { SubscriptionsService } from '../subscriptions/service';
import { loadPropertyDetail, toPage } from './details';
import { toPropertySummary } from './mappers';
import { createPropertyModeration } from './moderation';
import { createOwnerListings } from './owner-listings';
import * as repo from './repo';
import * as searchRepo from './search-repo';

/**
 * Properties: the owner's listings (owner-listings.ts), the admin's moderation (moderation.ts),
 * and, here, what users see: the search and a listed home's page.
 */
export const createPropertiesService = (
  deps: AppDeps & Notifying,
  subscriptions: SubscriptionsService,
  /** Counts each search for the lost-demand roll-up (dashboards); synchronous, never throws. */
  recordSearch: (query: PropertyFilterQuery, total: number) => void = () => {},
) => {
  const { db, storage } = deps;

  /**
   * Totals of broad searches cost a scan of every match, so they are kept for a few seconds per
   * filter set (SEARCH_COUNT_CACHE_SECONDS; 0 turns it off). Pages themselves are always fresh;
   * only "N homes found" may lag a just-approved listing by that long. docs/performance.md.
   */
  const countCache =
    deps.env.SEARCH_COUNT_CACHE_SECONDS > 0
      ? new LRUCache<string, number, searchRepo.ListedFilter>({
          max: 5_000,
          ttl: deps.env.SEARCH_COUNT_CACHE_SECONDS * 1000,
          // fetch() runs one count per missing filter set, however many searches ask at once: a
          // burst of identical searches must not start a count (up to a scan of every match) each.
          fetchMethod: (_key, _stale, { context }) => searchRepo.countMatching(db, context),
        })
      : null;
  const countListed = async (filter: searchRepo.ListedFilter, query: PropertyFilterQuery) => {
    if (!countCache) return searchRepo.countMatching(db, filter);
    const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
    // forceFetch: fetch, typed to always give the count (fetchMethod never returns undefined).
    return countCache.forceFetch(JSON.stringify(filters), { context: filter });
  };

  return {
    ...createOwnerListings(deps, subscriptions),
    ...createPropertyModeration(deps),

    /** Users only ever see approved, unblocked listings of active owners. */
    getVisible: async (id: string) => {
      if (!(await repo.isVisibleProperty(db, id))) throw notFound('Property');
      return loadPropertyDetail(deps, id);
    },

    search: async (query: PropertyFilterQuery) => {
      if (
        query.minRent !== undefined &&
        query.maxRent !== undefined &&
        query.minRent > query.maxRent
      ) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'The minimum rent is above the maximum',
          details: [{ field: 'minRent', message: 'Above maxRent' }],
        });
      }
      const stayEnd =
        query.moveInDate && query.rentalPeriod
          ? addMonthsToDate(query.moveInDate, query.rentalPeriod)
          : null;
      const where = searchRepo.buildListedFilter(query, stayEnd);
      const [rows, total] = await Promise.all([
        searchRepo.findListedPage(db, where, query),
        countListed(where, query),
      ]);
      recordSearch(query, total);
      return toPage(
        rows.map((row) => toPropertySummary(row.property, row.cover, storage)),
        total,
        query,
      );
    },
  };
};
export type PropertiesService = ReturnType<typeof createPropertiesService>;
