/**
 * Every screen's address, shared by the web app (routes, links, redirects) and the API (the links it
 * writes into notifications), so the two cannot drift apart. Each screen has `path`, the router's
 * pattern, and `getHref`, the address of one concrete page. The spec's routes are a contract: the
 * strings here are the ones it names, odd spellings included. Each area is its own export so a
 * page's bundle carries only the areas it links to.
 */

type Query = Record<string, string | undefined>;

const encode = encodeURIComponent;

/** `base?key=value&…` in the order given, leaving out absent values; `base` alone when none. */
const withQuery = (base: string, query: Query = {}): string => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}=${encode(value)}`],
  );
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
};

const screen = <P extends string>(path: P) => ({ path, getHref: (): P => path });

const screenById = <B extends string>(base: B) => ({
  path: `${base}/:id` as const,
  getHref: (id: string) => `${base}/${encode(id)}`,
});

/** The sign-in screens every self-service area has, under its own prefix. */
const signInScreens = <A extends string>(area: A) => ({
  login: screen(`/${area}/login`),
  signup: screen(`/${area}/signup`),
  verifyOtp: {
    path: `/${area}/verify-otp` as const,
    getHref: (query: { email: string; registration?: string }) =>
      withQuery(`/${area}/verify-otp`, { email: query.email, registration: query.registration }),
  },
  forgotPassword: screen(`/${area}/forgot-pass`),
  confirmPassword: {
    path: `/${area}/confirm-password` as const,
    getHref: (query: { email?: string } = {}) =>
      withQuery(`/${area}/confirm-password`, { email: query.email }),
  },
});

/** An inbox whose conversation can be named in the query (`?with=` the other side's id). */
const inbox = <A extends string>(area: A) => ({
  path: `/${area}/chat` as const,
  getHref: (query: { with?: string } = {}) => withQuery(`/${area}/chat`, { with: query.with }),
});

export const publicPaths = {
  landing: screen('/'),
  googleCallback: screen('/auth/google/callback'),
  /** Choosing a password with a one-time link an operator printed (the token is the fragment). */
  setPassword: screen('/set-password'),
  /** The shareable listing page; the property travels in the query. */
  propertyDetail: {
    path: '/propertyDetail' as const,
    getHref: (query: { id?: string } = {}) => withQuery('/propertyDetail', { id: query.id }),
  },
} as const;

/** Old addresses the spec still names; each redirects to its screen. */
export const legacyPaths = {
  login: screen('/login'),
  register: screen('/register'),
  userDashboard: screen('/user/dashboard'),
  properties: screen('/properties'),
  about: screen('/about'),
  contact: screen('/contact'),
} as const;

export const userPaths = {
  ...signInScreens('user'),
  home: screen('/user/home'),
  profile: screen('/user/profile'),
  about: screen('/user/about'),
  properties: {
    path: '/user/properties' as const,
    getHref: (query: { search?: string } = {}) =>
      withQuery('/user/properties', { search: query.search }),
  },
  property: screenById('/user/property'),
  bookings: screen('/user/bookings'),
  booking: screenById('/user/bookings'),
  wallet: screen('/user/wallet'),
  notifications: screen('/user/notifications'),
  checkout: screen('/user/checkout'),
  chat: inbox('user'),
  /** The spec's thread address for a tenant: from a home, to its owner. */
  chatThread: {
    path: '/user/chat/:propertyId/:ownerId' as const,
    getHref: (propertyId: string, ownerId: string) =>
      `/user/chat/${encode(propertyId)}/${encode(ownerId)}`,
  },
} as const;

export const ownerPaths = {
  ...signInScreens('owner'),
  dashboard: screen('/owner/dashboard'),
  profile: screen('/owner/profile'),
  properties: screen('/owner/properties'),
  addProperty: screen('/owner/add-property'),
  /** The spec's /owner/edit-property without an id is the same screen as add. */
  editPropertyBlank: screen('/owner/edit-property'),
  editProperty: screenById('/owner/edit-property'),
  property: screenById('/owner/property'),
  subscription: screen('/owner/subscription'),
  bookings: screen('/owner/bookings'),
  booking: screenById('/owner/bookings'),
  wallet: screen('/owner/wallet'),
  notifications: screen('/owner/notifications'),
  chat: inbox('owner'),
} as const;

export const adminPaths = {
  login: screen('/admin/login'),
  dashboard: screen('/admin/dashboard'),
  users: screen('/admin/users'),
  owners: {
    path: '/admin/owners' as const,
    getHref: (query: { approvalStatus?: string; view?: string } = {}) =>
      withQuery('/admin/owners', { approvalStatus: query.approvalStatus, view: query.view }),
  },
  properties: {
    path: '/admin/properties' as const,
    getHref: (query: { status?: string } = {}) =>
      withQuery('/admin/properties', { status: query.status }),
  },
  property: screenById('/admin/properties'),
  services: screen('/admin/services'),
  features: screen('/admin/features'),
  bookings: screen('/admin/bookings'),
  booking: screenById('/admin/bookings'),
  /** Every payout; `?status=` narrows it (money out). */
  payouts: screen('/admin/payouts'),
  /** What disagrees between the provider's records and the ledger; `?status=` narrows it. */
  reconciliation: screen('/admin/reconciliation'),
  /** Guests' disputes of move-out deposit deductions; `?status=resolved` shows the decided ones. */
  depositDisputes: screen('/admin/deposit-disputes'),
} as const;

export const paths = {
  public: publicPaths,
  legacy: legacyPaths,
  user: userPaths,
  owner: ownerPaths,
  admin: adminPaths,
} as const;
