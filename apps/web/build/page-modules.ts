// The source files each early page needs, for build/early-requests-plugin.ts. A module of its own
// so that a test can hold it against src/boot/early-requests.ts's pages without loading esbuild.

const USER_FRAME = ['src/app/frames/guard.ts', 'src/app/frames/user.ts'];
const OWNER_FRAME = ['src/app/frames/guard.ts', 'src/app/frames/dashboard.ts'];
const SHELL = ['src/lib/query-boundary.tsx', 'src/lib/shell-schemas.ts'];

/**
 * What each early page (src/boot/early-requests.ts: the search and EARLY_PAGES, by route) cannot
 * be drawn without, beyond the entry: its page, the guard, the area's frame and the query cache
 * (as scripts/bundle-budget.mjs counts them), and the schemas that check the account's answer (and
 * on the search, the search's). Without a hint the browser finds them in three steps (the entry
 * asks for the page and frames, the guard for the account's schemas, the page for its own); the
 * boot script asks for them all at once.
 */
export const PAGE_MODULES: Record<string, string[]> = {
  '/user/properties': [
    'src/app/routes/user-properties.tsx',
    ...USER_FRAME,
    ...SHELL,
    'src/features/properties/lib/search-schemas.ts',
  ],
  '/user/home': ['src/app/routes/user-home.tsx', ...USER_FRAME, ...SHELL],
  '/user/property/:id': ['src/app/routes/user-property.tsx', ...USER_FRAME, ...SHELL],
  '/user/bookings': ['src/app/routes/user-bookings.tsx', ...USER_FRAME, ...SHELL],
  '/user/bookings/:id': ['src/app/routes/user-booking.tsx', ...USER_FRAME, ...SHELL],
  '/user/wallet': ['src/app/routes/user-wallet.tsx', ...USER_FRAME, ...SHELL],
  '/user/chat': ['src/app/routes/chat.tsx', ...USER_FRAME, ...SHELL],
  '/owner/dashboard': ['src/app/routes/owner-dashboard.tsx', ...OWNER_FRAME, ...SHELL],
};
