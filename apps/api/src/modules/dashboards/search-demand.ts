import { FEW_SEARCH_RESULTS, budgetBandOf, type PropertyFilterQuery } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { calendarDay } from '../../lib/clock';
import * as demandRepo from './demand-repo';
import { createCityKeys } from './known-cities';

/** How often the counted searches are written (and at close). */
const FLUSH_INTERVAL_MS = 5_000;
/** A burst writes early rather than growing the buffer without bound. */
const FLUSH_AT_KEYS = 2_000;
/** How often the cities homes are in are read again (a new city's searches count from then). */
const HOME_CITIES_REFRESH_MS = 5 * 60_000;

/**
 * Counts the user search into the daily lost-demand roll-up (decision 015) without ever touching
 * the search's own path: `record` only adds to counters in memory; a timer writes them in one
 * upsert per table every few seconds (several API processes simply add up). A failed write is
 * logged and dropped: analytics must never fail or slow a search.
 */
export const createSearchDemandRecorder = (deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) => {
  let cities = new Map<string, demandRepo.CityCounter>();
  let lost = new Map<string, demandRepo.LostCounter>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const cityKeys = createCityKeys();
  let homeCitiesReadAt = -Infinity;

  /** Reads the cities homes are in, at most every few minutes; a failure keeps the last list. */
  const refreshHomeCities = async () => {
    const now = deps.clock.now().getTime();
    if (now - homeCitiesReadAt < HOME_CITIES_REFRESH_MS) return;
    homeCitiesReadAt = now;
    try {
      cityKeys.setHomeCities(await demandRepo.findHomeCityKeys(deps.db));
    } catch (error) {
      deps.logger.warn({ err: error }, 'the cities of homes could not be read for lost demand');
    }
  };

  const write = async () => {
    if (cities.size === 0 && lost.size === 0) return;
    const cityRows = [...cities.values()];
    const lostRows = [...lost.values()];
    cities = new Map();
    lost = new Map();
    try {
      await demandRepo.addSearchCounts(deps.db, cityRows, lostRows);
    } catch (error) {
      deps.logger.warn({ err: error }, 'search demand counts could not be written; dropped');
    }
  };

  /** Writes what is counted so far; flushes queue behind each other, never run at once. */
  const flush = () => {
    writing = writing.then(write).then(refreshHomeCities);
    return writing;
  };

  const count = (query: PropertyFilterQuery, total: number) => {
    if (query.page !== 1) return;
    const day = calendarDay(deps.clock.now());
    // Only cities the product knows, normalised; the rest share one key (issue 23).
    const cityKey = cityKeys.keyOf(query.city);
    const zero = total === 0 ? 1 : 0;
    const few = total > 0 && total < FEW_SEARCH_RESULTS ? 1 : 0;
    const cityId = `${day}|${cityKey}`;
    const city = cities.get(cityId) ?? { day, cityKey, searches: 0, zeroResults: 0, fewResults: 0 };
    city.searches += 1;
    city.zeroResults += zero;
    city.fewResults += few;
    cities.set(cityId, city);
    if (zero + few > 0) {
      const band = budgetBandOf(query.maxRent);
      const moveInMonth = query.moveInDate ? query.moveInDate.slice(0, 7) : '';
      const period = query.rentalPeriod ?? 0;
      const lostId = `${cityId}|${band}|${moveInMonth}|${period}`;
      const group = lost.get(lostId) ?? {
        day,
        cityKey,
        maxRentBand: band,
        moveInMonth,
        rentalPeriod: period,
        zeroResults: 0,
        fewResults: 0,
      };
      group.zeroResults += zero;
      group.fewResults += few;
      lost.set(lostId, group);
    }
    if (cities.size + lost.size >= FLUSH_AT_KEYS) void flush();
  };

  return {
    /** One first-page search and how many homes it found. Synchronous and cheap by design. */
    record: (query: PropertyFilterQuery, total: number) => {
      try {
        count(query, total);
      } catch (error) {
        deps.logger.warn({ err: error }, 'a search could not be counted');
      }
    },
    flush,
    start: () => {
      if (timer) return;
      void refreshHomeCities();
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
};
export type SearchDemandRecorder = ReturnType<typeof createSearchDemandRecorder>;
