import {
  LOST_DEMAND_TOP_LISTINGS,
  NO_BUDGET_BAND,
  type AdminLostDemand,
  type LostDemandReasons,
  type OwnerLostDemand,
} from '@nestly/shared';
import { dayRanges, longestStayInMonth, monthIndexOf, type HomeTerms } from './free-stays';
import { OTHER_CITY_KEY } from './known-cities';

export { isTakenAllMonth, monthIndexOf, type HomeTerms } from './free-stays';

/**
 * Lost demand as pure functions (decision 015), so the rules are tested on their own. A "lost"
 * search found fewer than FEW_SEARCH_RESULTS homes; the roll-up keeps them grouped by city, budget
 * band, move-in month and stay length, and these functions compare the groups with homes.
 */
export interface LostGroup {
  cityKey: string;
  /** year × 12 + month of the move-in month (monthIndexOf), -1 for none. */
  monthIndex?: number;
  /** Budget band ceiling in paise; 0 = no budget. */
  band: number;
  /** `YYYY-MM`, or '' for none. */
  moveInMonth: string;
  /** Months asked for; 0 = not given. */
  period: number;
  zeroResults: number;
  fewResults: number;
}

export interface CityTotals {
  cityKey: string;
  searches: number;
  zeroResults: number;
  fewResults: number;
}

/**
 * `bengaluru` → `Bengaluru`, `new delhi` → `New Delhi`; '' (no city given) → `Any city`; the key
 * of every city the product does not know → `Other places`.
 */
export const cityLabel = (cityKey: string) =>
  cityKey === ''
    ? 'Any city'
    : cityKey === OTHER_CITY_KEY
      ? 'Other places'
      : cityKey.replace(
          /(^|[\s-])(\p{L})/gu,
          (_, gap: string, letter: string) => gap + letter.toUpperCase(),
        );

const emptyReasons = (): LostDemandReasons => ({
  rentAboveBudget: 0,
  stayLength: 0,
  datesTaken: 0,
});

/**
 * The owner's view. Per home: how many of its city's lost searches it would have matched and why
 * it missed the others (a search can miss for several reasons). Per city and in total: the lost
 * searches none of the owner's homes could serve, each counted once, under the first obstacle in
 * the order a tenant's filters apply: budget, then stay length, then dates.
 */
export const ownerLostDemand = (
  groups: LostGroup[],
  totals: CityTotals[],
  homes: HomeTerms[],
  window: OwnerLostDemand['window'],
): OwnerLostDemand => {
  // Homes by index and tallies in typed arrays: a big owner's cities can hold tens of thousands
  // of groups, each compared with every home there, so the loop below allocates nothing.
  const homesByCity = new Map<string, number[]>();
  homes.forEach((home, index) => {
    const list = homesByCity.get(home.cityKey);
    if (list) list.push(index);
    else homesByCity.set(home.cityKey, [index]);
  });
  const lostOf = new Float64Array(homes.length);
  const matchedOf = new Float64Array(homes.length);
  const rentOf = new Float64Array(homes.length);
  const stayOf = new Float64Array(homes.length);
  const datesOf = new Float64Array(homes.length);
  const ranges = homes.map((home) => (home.reservations.length > 0 ? dayRanges(home) : null));
  const longestMemo = homes.map(() => new Map<number, number>());
  const perCity = new Map(
    [...homesByCity.keys()].map((key) => [key, { missed: 0, reasons: emptyReasons() }]),
  );
  for (const group of groups) {
    const cityHomes = homesByCity.get(group.cityKey);
    if (!cityHomes) continue;
    const lost = group.zeroResults + group.fewResults;
    const monthIndex = group.monthIndex ?? monthIndexOf(group.moveInMonth);
    const { band, period } = group;
    let anyWithinBudget = false;
    let anyWithinStay = false;
    let anyFree = false;
    for (const index of cityHomes) {
      const home = homes[index]!;
      const rent = band !== NO_BUDGET_BAND && home.rent > band;
      const stay = period !== 0 && (period < home.minMonths || period > home.maxMonths);
      let dates = false;
      const homeRanges = ranges[index];
      if (monthIndex >= 0 && homeRanges) {
        const memo = longestMemo[index]!;
        let longest = memo.get(monthIndex);
        if (longest === undefined) {
          longest = longestStayInMonth(homeRanges, monthIndex);
          memo.set(monthIndex, longest);
        }
        dates = longest < (period || home.minMonths);
      }
      lostOf[index]! += lost;
      if (rent) rentOf[index]! += lost;
      if (stay) stayOf[index]! += lost;
      if (dates) datesOf[index]! += lost;
      if (!rent) {
        anyWithinBudget = true;
        if (!stay) {
          anyWithinStay = true;
          if (!dates) {
            anyFree = true;
            matchedOf[index]! += lost;
          }
        }
      }
    }
    if (anyFree) continue;
    const city = perCity.get(group.cityKey)!;
    city.missed += lost;
    if (!anyWithinBudget) city.reasons.rentAboveBudget += lost;
    else if (!anyWithinStay) city.reasons.stayLength += lost;
    else city.reasons.datesTaken += lost;
  }
  const cityOfKey = new Map(homes.map((home) => [home.cityKey, home.city]));
  const totalsByCity = new Map(totals.map((row) => [row.cityKey, row]));
  const cities = [...perCity.entries()]
    .map(([cityKey, tally]) => {
      const total = totalsByCity.get(cityKey);
      return {
        city: cityOfKey.get(cityKey)!,
        searches: total?.searches ?? 0,
        zeroResults: total?.zeroResults ?? 0,
        fewResults: total?.fewResults ?? 0,
        missed: tally.missed,
        reasons: tally.reasons,
      };
    })
    .sort((a, b) => b.missed - a.missed || b.searches - a.searches || a.city.localeCompare(b.city));
  const sum = (pick: (city: (typeof cities)[number]) => number) =>
    cities.reduce((total, city) => total + pick(city), 0);
  return {
    window,
    searches: sum((city) => city.searches),
    zeroResults: sum((city) => city.zeroResults),
    fewResults: sum((city) => city.fewResults),
    missed: sum((city) => city.missed),
    reasons: {
      rentAboveBudget: sum((city) => city.reasons.rentAboveBudget),
      stayLength: sum((city) => city.reasons.stayLength),
      datesTaken: sum((city) => city.reasons.datesTaken),
    },
    cities,
    listings: homes
      .map((home, index) => ({
        propertyId: home.propertyId,
        title: home.title,
        city: home.city,
        lostSearches: lostOf[index]!,
        matched: matchedOf[index]!,
        reasons: {
          rentAboveBudget: rentOf[index]!,
          stayLength: stayOf[index]!,
          datesTaken: datesOf[index]!,
        },
      }))
      .sort((a, b) => b.lostSearches - b.matched - (a.lostSearches - a.matched))
      // The homes that missed most: enough to act on, and a big owner's answer stays small.
      .slice(0, LOST_DEMAND_TOP_LISTINGS),
  };
};

/** What the platform offers in a city: the cheapest listed home and the stay lengths offered. */
export interface CityOffer {
  cityKey: string;
  cheapestRent: number;
  shortestStay: number;
  longestStay: number;
}

/**
 * The admin's view: per city, the lost searches split by the first obstacle across every listed
 * home there (no home at all, budget below the cheapest, a stay length none offers, then the rest).
 */
export const adminLostDemand = (
  groups: LostGroup[],
  totals: CityTotals[],
  offers: CityOffer[],
  window: AdminLostDemand['window'],
  topGroups: AdminLostDemand['groups'],
): AdminLostDemand => {
  const offerByCity = new Map(offers.map((offer) => [offer.cityKey, offer]));
  const reasonsByCity = new Map<string, AdminLostDemand['cities'][number]['reasons']>();
  for (const group of groups) {
    const reasons = reasonsByCity.get(group.cityKey) ?? {
      noHomes: 0,
      rentAboveBudget: 0,
      stayLength: 0,
      other: 0,
    };
    reasonsByCity.set(group.cityKey, reasons);
    const lost = group.zeroResults + group.fewResults;
    const offer = offerByCity.get(group.cityKey);
    // Searches without a city are compared with nothing: their obstacle is not a city's offer.
    if (group.cityKey !== '' && !offer) reasons.noHomes += lost;
    else if (offer && group.band !== NO_BUDGET_BAND && offer.cheapestRent > group.band)
      reasons.rentAboveBudget += lost;
    else if (
      offer &&
      group.period !== 0 &&
      (group.period < offer.shortestStay || group.period > offer.longestStay)
    )
      reasons.stayLength += lost;
    else reasons.other += lost;
  }
  const cities = totals
    .map((total) => ({
      city: cityLabel(total.cityKey),
      searches: total.searches,
      zeroResults: total.zeroResults,
      fewResults: total.fewResults,
      reasons: reasonsByCity.get(total.cityKey) ?? {
        noHomes: 0,
        rentAboveBudget: 0,
        stayLength: 0,
        other: 0,
      },
    }))
    .sort(
      (a, b) =>
        b.zeroResults + b.fewResults - (a.zeroResults + a.fewResults) ||
        b.searches - a.searches ||
        a.city.localeCompare(b.city),
    );
  const sum = (pick: (city: (typeof cities)[number]) => number) =>
    cities.reduce((total, city) => total + pick(city), 0);
  return {
    window,
    searches: sum((city) => city.searches),
    zeroResults: sum((city) => city.zeroResults),
    fewResults: sum((city) => city.fewResults),
    cities,
    groups: topGroups,
  };
};
