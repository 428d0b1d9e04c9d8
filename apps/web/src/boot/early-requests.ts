// Runs inline in index.html's head, before any of the app's code has been fetched (issue 12;
// build/early-requests-plugin.ts compiles it and the API allows it by its hash). Keep it small
// and dependency-free: it costs every page its bytes. What it starts, the app takes in
// src/lib/early-requests.ts.
import {
  AUTH_STORAGE_KEY,
  FURNISHINGS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  TOKEN_STORAGE_KEY,
} from '@nestly/shared';
import {
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequest,
  type EarlyRequests,
} from '../lib/early-requests';
import {
  DEFAULT_SORT,
  toSearchRequestParams,
  type PropertyFilters,
} from '../features/properties/lib/property-filters';
import { documentParsed, isSitePath } from './boot-helpers';
import { startPageShell, type ShellAnswer } from './page-shell';
import { bookingCoverOf, coverOf, fillBookingCover, fillCover } from './shell-cover';
import { fillNoConversations } from './shell-chat';
import { fillHomes } from './shell-homes';
import { LINKING_SLICE_MS } from './linking-slice';

const SEARCH_PATH = '/user/properties';

interface StoredSession {
  state?: {
    isAuthenticated?: boolean;
    authType?: string;
    user?: { id?: string; status?: string; name?: string; email?: string };
  };
}

/** The longest search or city text the API takes (searchTextSchema). */
const MAX_TEXT_LENGTH = 100;

class Unread extends Error {}

/**
 * The URL's filters as the search screen reads them (parse-filters.ts, with Zod), for the plain
 * cases only: the text filters, the type, the furnishing, the sort and the page. Anything else in
 * the URL, or a value the screen would drop, leaves the search to the screen. The app compares the
 * whole request query before taking the answer, so a reading that differed would only cost a
 * request nobody takes, never a wrong list.
 */
export const filtersOf = (query: URLSearchParams): PropertyFilters | undefined => {
  const known = new Set(['search', 'city', 'type', 'furnishing', 'sort', 'page']);
  for (const key of query.keys()) if (!known.has(key)) return undefined;
  const text = (key: string): string | undefined => {
    const value = query.get(key)?.trim();
    if (value !== undefined && value.length > MAX_TEXT_LENGTH) throw new Unread();
    return value || undefined;
  };
  const oneOf = <Value extends string>(key: string, values: readonly Value[]) => {
    const value = query.get(key);
    if (value === null || value.trim() === '') return undefined;
    if (!(values as readonly string[]).includes(value)) throw new Unread();
    return value as Value;
  };
  try {
    const page = query.get('page');
    if (page !== null && page.trim() !== '' && !/^[1-9][0-9]{0,3}$/.test(page)) return undefined;
    return {
      search: text('search'),
      city: text('city'),
      type: oneOf('type', PROPERTY_TYPES),
      furnishing: oneOf('furnishing', FURNISHINGS),
      features: [],
      sort: oneOf('sort', PROPERTY_SORTS) ?? DEFAULT_SORT,
      page: page === null || page.trim() === '' ? 1 : Number(page),
    };
  } catch (error) {
    if (error instanceof Unread) return undefined;
    throw error;
  }
};

type Area = 'user' | 'owner';

/**
 * A signed-in page whose first requests the boot script sends (issue 27: every tenant page and
 * the owner's dashboard, not only the search). `requests` are the page's own calls, exactly as the
 * app's API functions send them (path and query); e2e/early-requests.spec.ts holds them in step by
 * checking, on each page, that every request is sent once and every early answer taken. Only the
 * page's plain address: one with a query (another page of a list, say) is left to the app.
 */
interface EarlyPage {
  /** The route's path, also its key in the build's list of page files (early-requests-plugin). */
  route: string;
  area: Area;
  /** The address, with the id (if any) captured. */
  match: RegExp;
  requests: (ids: { userId: string; id: string }) => string[];
  /** Where the page's largest paint comes from an answer: see PageLargest. */
  largest?: PageLargest;
}

/**
 * The answer a page's largest paint comes from: the request (among the page's and the frame's),
 * the photo it names, which the boot script preloads, and what draws it into the page's answered
 * shell (./page-shell.ts), where the page has one.
 */
interface PageLargest {
  from: (paths: string[]) => string | undefined;
  photo?: (answer: unknown) => unknown;
  fill?: ShellAnswer['fill'];
}

const ID = '([0-9a-f-]{36})';
const firstRequest = (paths: string[]) => paths[0];

export const EARLY_PAGES: EarlyPage[] = [
  {
    route: '/user/home',
    area: 'user',
    match: /^\/user\/home$/,
    requests: () => ['/user/all-Properties?page=1&limit=6'],
    // The first home's photo; the shell draws the homes (./shell-homes.ts).
    largest: { from: firstRequest, photo: (answer) => firstPhotoOf(answer), fill: fillHomes },
  },
  {
    route: '/user/property/:id',
    area: 'user',
    match: new RegExp(`^/user/property/${ID}$`),
    requests: ({ id }) => [
      `/user/property/${id}`,
      '/user/services',
      `/user/property/${id}/availability`,
      `/user/reviews/${id}?page=1&limit=5`,
    ],
    // The gallery's first photo, in full: the page's largest paint, which the shell draws
    // (./shell-cover.ts).
    largest: { from: firstRequest, photo: (answer) => coverOf(answer)?.url, fill: fillCover },
  },
  {
    route: '/user/bookings',
    area: 'user',
    match: /^\/user\/bookings$/,
    requests: () => ['/user/bookings?page=1&limit=5'],
  },
  {
    route: '/user/bookings/:id',
    area: 'user',
    match: new RegExp(`^/user/bookings/${ID}$`),
    requests: ({ id, userId }) => [
      `/user/bookings/${id}`,
      `/user/wallet/${userId}?page=1&limit=1`,
      `/user/bookings/${id}/instalments`,
      // Not the stay's review: the page asks for it only once the stay has ended.
    ],
    // The home's photo at the top: the page's largest paint on a phone, which the shell draws.
    largest: { from: firstRequest, photo: bookingCoverOf, fill: fillBookingCover },
  },
  {
    route: '/user/wallet',
    area: 'user',
    match: /^\/user\/wallet$/,
    requests: ({ userId }) => [
      `/user/wallet/${userId}?page=1&limit=10`,
      '/user/payout-account',
      '/user/payouts?page=1&limit=10',
    ],
  },
  {
    route: '/user/chat',
    area: 'user',
    match: /^\/user\/chat$/,
    requests: () => [],
    // The frame's list of conversations: when there is none, the page's largest paint is the
    // empty inbox's text, which the shell draws (./shell-chat.ts).
    largest: {
      from: (paths) => paths.find((path) => path.endsWith('/conversations')),
      fill: fillNoConversations,
    },
  },
  {
    route: '/owner/dashboard',
    area: 'owner',
    match: /^\/owner\/dashboard$/,
    requests: () => ['/owner/dashboard?range=12m'],
  },
];

interface EarlyRequestPlan {
  token: string;
  /** The person's name, for the page shell. */
  name: string;
  /** The person's e-mail address, for the page shell (the owner's frame shows it). */
  email: string;
  /** The page's route (SEARCH_PATH or an EARLY_PAGES route): which files to preload. */
  route: string;
  statusPath: string;
  /** What the frame asks on every page of the area: the unread notices' and chats' counts. */
  framePaths: string[];
  /** The page's own requests (the search's is `search` below). */
  pagePaths: string[];
  /** The request the page's largest paint comes from, and what comes of it (PageLargest). */
  largest: (Omit<PageLargest, 'from'> & { path: string }) | undefined;
  /** The search, when the address holds only filters read here (see filtersOf). */
  search: { path: string; filters: PropertyFilters } | undefined;
}

const largestOf = (page: EarlyPage | undefined, paths: string[]): EarlyRequestPlan['largest'] => {
  const path = page?.largest?.from(paths);
  return page?.largest && path ? { ...page.largest, path } : undefined;
};

/**
 * What a signed-in person opening one of the early pages will ask for: the account check, the
 * frame's counts and the page's own requests (on the search, the search when its filters are read
 * here). Undefined where the guard would not let the stored session in, or on any other page.
 */
export const earlyRequestPaths = (
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'>,
): EarlyRequestPlan | undefined => {
  const isSearch = location.pathname === SEARCH_PATH;
  let page: EarlyPage | undefined;
  let id = '';
  if (!isSearch) {
    if (location.search !== '') return undefined;
    for (const candidate of EARLY_PAGES) {
      const found = candidate.match.exec(location.pathname);
      if (!found) continue;
      page = candidate;
      id = found[1] ?? '';
      break;
    }
    if (!page) return undefined;
  }
  const area: Area = page?.area ?? 'user';
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  const session = (JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as StoredSession | null)
    ?.state;
  const user = session?.user;
  // As RequireAuth decides: only an active account of the area's role reaches its pages.
  if (!token || !session?.isAuthenticated || session.authType !== area) return undefined;
  if (!user?.id || user.status !== 'active') return undefined;
  const userId = encodeURIComponent(user.id);
  const pagePaths = page?.requests({ userId, id }) ?? [];
  const framePaths = [`/${area}/notifications?page=1&limit=1`, `/${area}/conversations`];
  const filters = isSearch ? filtersOf(new URLSearchParams(location.search)) : undefined;
  return {
    token,
    name: typeof user.name === 'string' ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
    route: page?.route ?? SEARCH_PATH,
    statusPath: `/${area}/check-status/${userId}`,
    framePaths,
    pagePaths,
    largest: largestOf(page, [...pagePaths, ...framePaths]),
    search: filters && {
      path: `/user/property/filtered?${toSearchRequestParams(filters).toString()}`,
      filters,
    },
  };
};

const start = (apiPath: string, token: string): EarlyRequest => ({
  token,
  sentAt: performance.now(),
  answer: fetch(`/api${apiPath}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null),
});

/**
 * The first home's photo (the page's largest paint on a phone) as the search answer comes,
 * rather than once the app has drawn its card: the card's `<img>` asks for the same URL and gets
 * this download. Only a same-origin path is followed.
 */
export const firstPhotoOf = (answer: unknown): string | undefined => {
  const first = (answer as { data?: { coverImage?: { thumbUrl?: unknown } | null }[] } | null)
    ?.data?.[0];
  const url = first?.coverImage?.thumbUrl;
  return isSitePath(url) ? url : undefined;
};

const preloadPhoto = (url: string): void => {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', url);
  document.head.append(link);
};

/** Resolves in a task of its own (after the browser has painted and handled input, if it would). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The opened page's code, asked for at once rather than step by step as each part loads. Once the
 * document is parsed: by then index.html's own stylesheet, entry and framework are asked for, and
 * go first; the entry runs only after this (module scripts wait for the parse to end).
 */
const preloadModules = async (urls: string[]): Promise<void> => {
  await documentParsed();
  // Each file once (index.html links some itself): adding a link is not free.
  const linked = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  // A few at a time, in slices of a task each: the browser compiles each preloaded module as it
  // arrives, and some 60 at once held the main thread for 30 to 50 ms (a long task on a phone).
  let sliceStart = performance.now();
  for (const url of urls) {
    if (linked.has(url)) continue;
    if (performance.now() - sliceStart >= LINKING_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
};

/** Runs a module of the page's code: the browser's own `import()`, outside Vite's bundling. */
export type ModuleRunner = (url: string) => Promise<unknown>;
const importModule: ModuleRunner = (url) => import(/* @vite-ignore */ url);

/**
 * Runs the opened page's code one file per task, each after the files it imports (the build lists
 * them in that order), once they have all been asked for. A file's first \`import()\` runs it and
 * whatever it imports that has not run yet, in one task: left to the app, the page's whole code (
 * React's DOM, the router, axios, the formatters, Zod's schemas, the calendar) ran in one task of
 * 90 to 130 ms at full speed, 400 to 500 ms of a 4x slower phone's blocking time (issue 27). The
 * app, which waits for \`settled\`, then finds every file already run. A file that fails is left for
 * the app's own import to report.
 */
const runModules = async (urls: string[], run: ModuleRunner): Promise<void> => {
  for (const url of urls) {
    await run(url).catch(() => undefined);
    await nextTask();
  }
};

/**
 * Each early page's files, as the build writes them into index.html (compactly: every page's HTML
 * carries them): the names once, without their folder and `.js`, and each route's by index.
 */
export const expandPageFiles = (
  folder: string,
  names: string[],
  routes: Record<string, number[]>,
): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(routes).map(([route, indices]) => [
      route,
      indices.map((index) => `${folder}${names[index]}.js`),
    ]),
  );

/**
 * Starts what this page will ask for, under window[EARLY_REQUESTS_GLOBAL], preloads its code and
 * its first photo, and shows its shell (./page-shell.ts), with the homes on the search and the
 * home page once they answer. build/early-requests-plugin.ts gives `pageFiles`: each early page's
 * scripts beyond the entry, by route, each after the files it imports. `runModule` is for the tests.
 */
export const startEarlyRequests = (
  pageFiles: Record<string, string[]>,
  runModule: ModuleRunner = importModule,
): void => {
  try {
    const planned = earlyRequestPaths(window.location, localStorage);
    if (!planned) return;
    const { token, name, email, route, statusPath, framePaths, pagePaths, largest, search } =
      planned;
    const files = pageFiles[route] ?? [];
    const status = start(statusPath, token);
    const requests: EarlyRequests = { [statusPath]: status };
    window[EARLY_REQUESTS_GLOBAL] = requests;
    const homes = search && start(search.path, token);
    if (search && homes) requests[search.path] = homes;
    for (const path of pagePaths) requests[path] = start(path, token);
    // The frame's counts after the page's own: they are not what the person waits for.
    for (const path of framePaths) requests[path] = start(path, token);
    // What the page's largest paint comes from: the search's homes, or the answer the page names.
    const largestAnswer = largest && requests[largest.path]?.answer;
    const fromAnswer = homes
      ? { answer: homes.answer, photo: firstPhotoOf, fill: fillHomes }
      : largest && largestAnswer && { ...largest, answer: largestAnswer };
    if (fromAnswer?.photo) {
      void fromAnswer.answer.then(fromAnswer.photo).then((url) => {
        if (isSitePath(url)) preloadPhoto(url);
      });
    }
    // The search's shell is drawn for no filters: one with any is left to the app.
    if (route === SEARCH_PATH && window.location.search !== '') {
      void preloadModules(files);
      return;
    }
    // Drawn again with the answer, where the page's shell can draw it.
    const answered = fromAnswer?.fill && { answer: fromAnswer.answer, fill: fromAnswer.fill };
    const shell = startPageShell({ name, email }, answered);
    // The page's code after an answered shell has painted (its photo, if it has one): on a slow
    // network that answer is what the person waits for, and the code would share the connection
    // with it (the chat's empty inbox: LCP 2.3 -> 2.2 s on Lighthouse's phone). On every page the
    // app, which waits for `settled`, starts once every file is asked for: Vite's loader then
    // finds each link in place instead of adding the rest itself, some 60 in one task as the app
    // starts (on the dashboard, 25 to 48 ms of a phone's task went to adding them, while the
    // batches below were still under way).
    // Then each file runs in a task of its own (runModules), before the app asks for the page.
    shell.settled = shell.settled
      .then(() => preloadModules(files))
      .then(() => runModules(files, runModule));
  } catch {
    // Storage unreadable or a stored value malformed: the app asks for itself.
  }
};
