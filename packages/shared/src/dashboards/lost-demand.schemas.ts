import { z } from 'zod';

/**
 * Lost demand (issue 11; decision 015): searches that found nothing or few homes, kept as a daily
 * roll-up by city, budget band, move-in month and stay length. The limits are in
 * lost-demand.constants.ts, the budget bands in budget-bands.ts.
 */

/** Why a home did not appear for a search, in the order a tenant's filters apply them. */
export const lostDemandReasonsSchema = z.object({
  /** The home's monthly rent is above the search's budget band. */
  rentAboveBudget: z.number().int(),
  /** The stay length asked for is outside the home's minimum–maximum months. */
  stayLength: z.number().int(),
  /** The home was reserved (booked or blocked) for every possible start in that move-in month. */
  datesTaken: z.number().int(),
});
export type LostDemandReasons = z.infer<typeof lostDemandReasonsSchema>;

const windowSchema = z.object({
  days: z.number().int(),
  /** First day counted (YYYY-MM-DD). */
  since: z.string(),
});

/** One city's searches over the window; `missed` is split by the first obstacle (funnel). */
export const lostDemandCitySchema = z.object({
  city: z.string(),
  searches: z.number().int(),
  zeroResults: z.number().int(),
  fewResults: z.number().int(),
  /** Searches that found nothing or few that none of the homes considered could serve. */
  missed: z.number().int(),
  reasons: lostDemandReasonsSchema,
});

/** Owner: the lost searches of the cities where they have listed homes. */
export const ownerLostDemandSchema = z.object({
  window: windowSchema,
  searches: z.number().int(),
  zeroResults: z.number().int(),
  fewResults: z.number().int(),
  missed: z.number().int(),
  reasons: lostDemandReasonsSchema,
  cities: z.array(lostDemandCitySchema),
  /**
   * Per listed home (the LOST_DEMAND_TOP_LISTINGS that missed most): of its city's lost searches,
   * how many it matched and why it missed the others.
   */
  listings: z.array(
    z.object({
      propertyId: z.uuid(),
      title: z.string(),
      city: z.string(),
      lostSearches: z.number().int(),
      matched: z.number().int(),
      reasons: lostDemandReasonsSchema,
    }),
  ),
});
export type OwnerLostDemand = z.infer<typeof ownerLostDemandSchema>;

/** Admin: the platform's lost searches by city, and the biggest groups by budget and month. */
export const adminLostDemandSchema = z.object({
  window: windowSchema,
  searches: z.number().int(),
  zeroResults: z.number().int(),
  fewResults: z.number().int(),
  /**
   * Per city (searches without a city under "Any city"); `reasons` splits the lost searches:
   * no listed home in the city at all, then a budget below the city's cheapest home, then a stay
   * length no home there offers; the rest (`other`) had homes within budget and stay, so dates or
   * other filters (type, rooms, features) ruled them out.
   */
  cities: z.array(
    lostDemandCitySchema.omit({ missed: true, reasons: true }).extend({
      reasons: z.object({
        noHomes: z.number().int(),
        rentAboveBudget: z.number().int(),
        stayLength: z.number().int(),
        other: z.number().int(),
      }),
    }),
  ),
  groups: z.array(
    z.object({
      city: z.string(),
      /** The band's ceiling in paise; 0 for any budget. */
      budgetBand: z.number().int(),
      /** `YYYY-MM`, or null when no move-in date was given. */
      moveInMonth: z.string().nullable(),
      zeroResults: z.number().int(),
      fewResults: z.number().int(),
    }),
  ),
});
export type AdminLostDemand = z.infer<typeof adminLostDemandSchema>;
