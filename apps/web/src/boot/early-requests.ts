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
import type { DrawEarlySearchView } from './early-search-view';
import { documentParsed, isSitePath } from './boot-helpers';
import { startEarlyView } from './start-early-view';

const SEARCH_PATH = '/user/properties';

interface StoredSession {
  state?: {
    isAuthenticated?: boolean;
    authType?: string;
    user?: { id?: string; status?: string; name?: string };
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

interface EarlyRequestPlan {
  token: string;
  /** The tenant's name, for the early view's header. */
  name: string;
  statusPath: string;
  /** The search, when the address holds only filters read here (see filtersOf). */
  search: { path: string; filters: PropertyFilters } | undefined;
}

/** The account check and the search a signed-in tenant opening the search page will ask for. */
export const earlyRequestPaths = (
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'>,
): EarlyRequestPlan | undefined => {
  if (location.pathname !== SEARCH_PATH) return undefined;
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  const session = (JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as StoredSession | null)
    ?.state;
  const user = session?.user;
  // As RequireAuth decides: only an active tenant's session reaches the search.
  if (!token || !session?.isAuthenticated || session.authType !== 'user') return undefined;
  if (!user?.id || user.status !== 'active') return undefined;
  const filters = filtersOf(new URLSearchParams(location.search));
  return {
    token,
    name: typeof user.name === 'string' ? user.name : '',
    statusPath: `/user/check-status/${encodeURIComponent(user.id)}`,
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

const MODULE_PRELOADS_PER_TASK = 8;

/**
 * The search page's code, asked for at once rather than step by step as each part loads. Once the
 * document is parsed: by then index.html's own stylesheet, entry and framework are asked for, and
 * go first; the entry runs only after this (module scripts wait for the parse to end).
 */
const preloadModules = async (urls: string[]): Promise<void> => {
  await documentParsed();
  // A few at a time, one task each: the browser compiles each preloaded module as it arrives, and
  // some 60 at once held the main thread for 30 to 50 ms (a long task on a phone).
  for (let from = 0; from < urls.length; from += MODULE_PRELOADS_PER_TASK) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const url of urls.slice(from, from + MODULE_PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.append(link);
    }
  }
};

/**
 * Starts what this page will ask for, under window[EARLY_REQUESTS_GLOBAL], and draws the first
 * homes from the answers (./start-early-view.ts). build/early-requests-plugin.ts gives the files:
 * `searchPageFiles`, the search page's scripts beyond the entry; `earlyViewFile`, the module that
 * draws the early view.
 */
export const startEarlyRequests = (searchPageFiles: string[], earlyViewFile: string): void => {
  try {
    const planned = earlyRequestPaths(window.location, localStorage);
    if (!planned) return;
    const { token, name, statusPath, search } = planned;
    const status = start(statusPath, token);
    const requests: EarlyRequests = { [statusPath]: status };
    window[EARLY_REQUESTS_GLOBAL] = requests;
    if (!search) {
      void preloadModules(searchPageFiles);
      return;
    }
    const homes = start(search.path, token);
    requests[search.path] = homes;
    void homes.answer.then((answer) => {
      const photo = firstPhotoOf(answer);
      if (photo) preloadPhoto(photo);
    });
    const view = startEarlyView({
      name,
      filters: search.filters,
      status: status.answer,
      search: homes.answer,
      loadDrawer: () =>
        import(earlyViewFile) as Promise<{ drawEarlySearchView: DrawEarlySearchView }>,
    });
    // The page's code after its first photo: on a slow network the photo is what the person
    // waits for, and the code would share the connections with it. The app, which waits for
    // `settled`, starts once every file is asked for: Vite's loader then finds each link in place
    // instead of adding the rest itself, some 60 in one task as the app renders.
    view.settled = view.settled.then(() => preloadModules(searchPageFiles));
  } catch {
    // Storage unreadable or a stored value malformed: the app asks for itself.
  }
};
