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

const SEARCH_PATH = '/user/properties';

interface StoredSession {
  state?: { isAuthenticated?: boolean; authType?: string; user?: { id?: string; status?: string } };
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

/** The account check and the search a signed-in tenant opening the search page will ask for. */
export const earlyRequestPaths = (
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'>,
): { token: string; statusPath: string; searchPath: string | undefined } | undefined => {
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
    statusPath: `/user/check-status/${encodeURIComponent(user.id)}`,
    searchPath: filters && `/user/property/filtered?${toSearchRequestParams(filters).toString()}`,
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
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
};

const preloadPhoto = (url: string): void => {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', url);
  document.head.append(link);
};

/**
 * The search page's code, asked for at once rather than step by step as each part loads. Once the
 * document is parsed: by then index.html's own stylesheet, entry and framework are asked for, and
 * go first; the entry runs only after this (module scripts wait for the parse to end).
 */
const preloadModules = (urls: string[]): void => {
  const append = () => {
    for (const url of urls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.append(link);
    }
  };
  if (document.readyState !== 'loading') {
    append();
    return;
  }
  const onReadyStateChange = () => {
    document.removeEventListener('readystatechange', onReadyStateChange);
    append();
  };
  document.addEventListener('readystatechange', onReadyStateChange);
};

/**
 * Starts what this page will ask for, under window[EARLY_REQUESTS_GLOBAL]; `searchPageFiles` are
 * the search page's scripts beyond the entry (build/early-requests-plugin.ts lists them).
 */
export const startEarlyRequests = (searchPageFiles: string[]): void => {
  try {
    const planned = earlyRequestPaths(window.location, localStorage);
    if (!planned) return;
    const { token, statusPath, searchPath } = planned;
    const requests: EarlyRequests = { [statusPath]: start(statusPath, token) };
    if (searchPath) {
      const search = start(searchPath, token);
      requests[searchPath] = search;
      void search.answer.then((answer) => {
        const photo = firstPhotoOf(answer);
        if (photo) preloadPhoto(photo);
      });
    }
    window[EARLY_REQUESTS_GLOBAL] = requests;
    preloadModules(searchPageFiles);
  } catch {
    // Storage unreadable or a stored value malformed: the app asks for itself.
  }
};
