// The source files each early page needs: for build/early-requests-plugin.ts, which has the boot
// script ask for them at once, and for scripts/bundle-budget.mjs, which budgets them. A module of
// its own so that a test can hold it against src/boot/early-requests.ts's pages without loading
// esbuild.

const USER_FRAME = [
  'src/app/frames/guard.ts',
  'src/app/frames/user.ts',
  'src/lib/query-boundary.tsx',
];
const OWNER_FRAME = [
  'src/app/frames/guard.ts',
  'src/app/frames/dashboard.ts',
  'src/lib/query-boundary.tsx',
];

/**
 * What each early page (src/boot/early-requests.ts: the search and EARLY_PAGES, by route) is drawn
 * with, beyond the entry: its page, the guard, the area's frame and the query cache, and all they
 * import statically. The bundle budget counts this, its "first load".
 */
export const PAGE_CODE: Record<string, string[]> = {
  '/user/properties': ['src/app/routes/user-properties.tsx', ...USER_FRAME],
  '/user/home': ['src/app/routes/user-home.tsx', ...USER_FRAME],
  '/user/property/:id': ['src/app/routes/user-property.tsx', ...USER_FRAME],
  '/user/bookings': ['src/app/routes/user-bookings.tsx', ...USER_FRAME],
  '/user/bookings/:id': ['src/app/routes/user-booking.tsx', ...USER_FRAME],
  '/user/wallet': ['src/app/routes/user-wallet.tsx', ...USER_FRAME],
  '/user/chat': ['src/app/routes/chat.tsx', ...USER_FRAME],
  '/owner/dashboard': ['src/app/routes/owner-dashboard.tsx', ...OWNER_FRAME],
};

/** The schemas that check the account's answer: loaded beside the account check, on every page. */
const ACCOUNT_SCHEMAS = 'src/lib/shell-schemas.ts';
/** The schemas that check a list of homes (and the search's URL): beside that request. */
const HOMES_SCHEMAS = 'src/features/properties/lib/search-schemas.ts';
const schemasOf = (feature: string) => `src/features/${feature}/api/schemas.ts`;

/** The schemas each page's first requests (src/boot/early-requests.ts) are checked with. */
const REQUEST_SCHEMAS: Record<string, string[]> = {
  '/user/properties': [HOMES_SCHEMAS],
  '/user/home': [HOMES_SCHEMAS],
  '/user/property/:id': [
    schemasOf('properties'),
    schemasOf('checkout'),
    schemasOf('availability'),
    schemasOf('reviews'),
  ],
  '/user/bookings': [schemasOf('bookings')],
  '/user/bookings/:id': [schemasOf('bookings'), schemasOf('wallet')],
  '/user/wallet': [schemasOf('wallet'), schemasOf('payouts')],
  '/user/chat': [],
  '/owner/dashboard': [schemasOf('dashboards')],
};

/**
 * Everything each early page asks for as it opens: its code, and the schemas its first answers are
 * checked with, which load beside those requests rather than in the code. Without a hint the
 * browser finds them in three steps (the entry asks for the page and frames, the guard for the
 * account's schemas, the page for its own); the boot script asks for them all at once.
 */
export const PAGE_MODULES: Record<string, string[]> = Object.fromEntries(
  Object.entries(PAGE_CODE).map(([route, code]) => [
    route,
    [...code, ACCOUNT_SCHEMAS, ...(REQUEST_SCHEMAS[route] ?? [])],
  ]),
);
