import type { AppDeps } from '../../app-deps';
import * as demandRepo from './demand-repo';
import type { CityTotals, LostGroup } from './lost-demand';

/**
 * How long the lost-demand roll-up's 30-day sums are reused. The roll-up itself is written in
 * batches every few seconds and looks at a month, so a minute's lag changes nothing a person can
 * act on, while re-reading it costs a big owner's dashboard tens of thousands of rows.
 */
export const LOST_DEMAND_REUSE_MS = 60_000;

interface CityEntry {
  at: number;
  since: string;
  groups: LostGroup[];
  totals: CityTotals | null;
}

/** The roll-up's sums per city (shared by every owner there) and for the whole platform. */
export const createLostDemandReader = (deps: Pick<AppDeps, 'db' | 'clock'>) => {
  const cities = new Map<string, CityEntry>();
  const platform = new Map<string, { at: number; value: Promise<unknown> }>();
  const isFresh = (at: number, now: number) => now >= at && now - at < LOST_DEMAND_REUSE_MS;

  return {
    /** Lost-search groups and search totals of these cities since `since`. */
    ofCities: async (cityKeys: string[], since: string) => {
      const now = deps.clock.now().getTime();
      const missing = cityKeys.filter((key) => {
        const entry = cities.get(key);
        return !entry || entry.since !== since || !isFresh(entry.at, now);
      });
      if (missing.length > 0) {
        const [groups, totals] = await Promise.all([
          demandRepo.lostGroupsOfCities(deps.db, since, missing),
          demandRepo.cityTotals(deps.db, since, missing),
        ]);
        for (const key of missing) cities.set(key, { at: now, since, groups: [], totals: null });
        for (const group of groups) cities.get(group.cityKey)?.groups.push(group);
        for (const total of totals) {
          const entry = cities.get(total.cityKey);
          if (entry) entry.totals = total;
        }
      }
      const entries = cityKeys.map((key) => cities.get(key)!);
      return {
        groups: entries.flatMap((entry) => entry.groups),
        totals: entries.flatMap((entry) => (entry.totals ? [entry.totals] : [])),
      };
    },
    /** The platform's view, computed by `compute` at most once a minute per window. */
    platform: <T>(since: string, compute: () => Promise<T>): Promise<T> => {
      const now = deps.clock.now().getTime();
      const cached = platform.get(since);
      if (cached && isFresh(cached.at, now)) return cached.value as Promise<T>;
      const value = compute();
      platform.clear();
      platform.set(since, { at: now, value });
      // A failed read is not kept: the next look asks again.
      value.catch(() => platform.delete(since));
      return value;
    },
  };
};
export type LostDemandReader = ReturnType<typeof createLostDemandReader>;
