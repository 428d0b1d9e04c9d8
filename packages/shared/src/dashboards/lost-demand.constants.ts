// Kept apart from lost-demand.schemas.ts: the dashboards draw with these, and a module that builds
// Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** The owner's per-home lost demand lists the homes that missed most, this many at most. */
export const LOST_DEMAND_TOP_LISTINGS = 20;
/** A search that finds fewer homes than this (but at least one) "found few". */
export const FEW_SEARCH_RESULTS = 5;
/** The dashboards look at the searches of this many days, whatever the series' range. */
export const LOST_DEMAND_WINDOW_DAYS = 30;
