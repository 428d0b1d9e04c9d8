import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@nestly/shared';
import { EARLY_REQUESTS_GLOBAL } from '../lib/early-requests';
import { EARLY_VIEW_GLOBAL } from '../lib/early-view';
import { parseFilters } from '../features/properties/lib/parse-filters';
import { toSearchRequestParams } from '../features/properties/lib/property-filters';
import { EARLY_PAGES, earlyRequestPaths, firstPhotoOf, startEarlyRequests } from './early-requests';
import { fillNoConversations } from './shell-chat';
import { fillBookingCover, fillCover } from './shell-cover';
import { fillHomes } from './shell-homes';

const tenant = { id: 'b1f0c2a4-9d3e-4c55-8a71-0f2e6d9c4b10', status: 'active', name: 'Asha Menon' };

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

const signedIn = (
  state: object = { isAuthenticated: true, authType: 'user', user: tenant },
  token = 'access-token',
) =>
  storageWith({
    [TOKEN_STORAGE_KEY]: token,
    [AUTH_STORAGE_KEY]: JSON.stringify({ state, version: 0 }),
  });

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};

/** The path and query the search screen's own request would use for this address. */
const appSearchPath = (search: string) =>
  `/user/property/filtered?${toSearchRequestParams(parseFilters(new URLSearchParams(search))).toString()}`;

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
  delete window[EARLY_VIEW_GLOBAL];
  document.head
    .querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')
    .forEach((link) => link.remove());
});

describe('earlyRequestPaths', () => {
  it('asks for the account check and the search of a signed-in tenant opening the search', () => {
    expect(earlyRequestPaths(at('/user/properties'), signedIn())).toEqual({
      token: 'access-token',
      name: 'Asha Menon',
      email: '',
      route: '/user/properties',
      statusPath: `/user/check-status/${tenant.id}`,
      framePaths: ['/user/notifications?page=1&limit=1', '/user/conversations'],
      pagePaths: [],
      largest: undefined,
      search: {
        path: '/user/property/filtered?sort=newest&page=1&limit=12',
        filters: {
          search: undefined,
          city: undefined,
          type: undefined,
          furnishing: undefined,
          features: [],
          sort: 'newest',
          page: 1,
        },
      },
    });
  });

  it.each([
    '/user/properties',
    '/user/properties?city=Goa&sort=rent_asc',
    '/user/properties?search=sea%20view&type=villa&page=2',
    '/user/properties?furnishing=full&city=%20Pune%20',
    '/user/properties?page=3&city=&sort=',
  ])('reads %s as the search screen does', (url) => {
    const { search } = at(url);
    expect(earlyRequestPaths(at(url), signedIn())?.search?.path).toBe(appSearchPath(search));
  });

  it.each([
    '/user/properties?sort=no-such-sort',
    '/user/properties?type=castle',
    '/user/properties?page=0',
    '/user/properties?page=%202',
    `/user/properties?search=${'a'.repeat(101)}`,
  ])('leaves %s, which the screen reads its own way, to the screen', (url) => {
    expect(earlyRequestPaths(at(url), signedIn())?.search?.path).toBeUndefined();
  });

  it('leaves the search to the screen for filters it does not read (amenities, rents, dates)', () => {
    const url = at('/user/properties?features=b1f0c2a4-9d3e-4c55-8a71-0f2e6d9c4b10&minRent=100');
    expect(earlyRequestPaths(url, signedIn())?.search?.path).toBeUndefined();
  });

  it('sends nothing for a visitor, another page, another role or an account not active', () => {
    expect(earlyRequestPaths(at('/user/properties'), storageWith({}))).toBeUndefined();
    expect(earlyRequestPaths(at('/'), signedIn())).toBeUndefined();
    expect(earlyRequestPaths(at('/user/profile'), signedIn())).toBeUndefined();
    expect(earlyRequestPaths(at('/owner/dashboard'), signedIn())).toBeUndefined();
    const owner = { isAuthenticated: true, authType: 'owner', user: tenant };
    expect(earlyRequestPaths(at('/user/properties'), signedIn(owner))).toBeUndefined();
    const blocked = {
      isAuthenticated: true,
      authType: 'user',
      user: { ...tenant, status: 'blocked' },
    };
    expect(earlyRequestPaths(at('/user/properties'), signedIn(blocked))).toBeUndefined();
    expect(earlyRequestPaths(at('/user/properties'), signedIn(undefined, ''))).toBeUndefined();
  });
});

describe('earlyRequestPaths, the other pages (issue 27)', () => {
  const booking = '5a1c3e2b-7d4f-4b6a-9c8e-1f2a3b4c5d6e';
  it.each([
    ['/user/home', '/user/home', ['/user/all-Properties?page=1&limit=6']],
    [
      `/user/property/${booking}`,
      '/user/property/:id',
      [
        `/user/property/${booking}`,
        '/user/services',
        `/user/property/${booking}/availability`,
        `/user/reviews/${booking}?page=1&limit=5`,
      ],
    ],
    ['/user/bookings', '/user/bookings', ['/user/bookings?page=1&limit=5']],
    [
      `/user/bookings/${booking}`,
      '/user/bookings/:id',
      [
        `/user/bookings/${booking}`,
        `/user/wallet/${tenant.id}?page=1&limit=1`,
        `/user/bookings/${booking}/instalments`,
      ],
    ],
    [
      '/user/wallet',
      '/user/wallet',
      [
        `/user/wallet/${tenant.id}?page=1&limit=10`,
        '/user/payout-account',
        '/user/payouts?page=1&limit=10',
      ],
    ],
    ['/user/chat', '/user/chat', []],
  ])(
    "sends a tenant's %s its page's requests, the account check and the frame's counts",
    (url, route, pagePaths) => {
      expect(earlyRequestPaths(at(url), signedIn())).toMatchObject({
        route,
        statusPath: `/user/check-status/${tenant.id}`,
        framePaths: ['/user/notifications?page=1&limit=1', '/user/conversations'],
        pagePaths,
        search: undefined,
      });
    },
  );

  it("draws the home page's list of homes in its shell, and a home's cover in its page's", () => {
    const home = earlyRequestPaths(at('/user/home'), signedIn())?.largest;
    expect(home?.path).toBe('/user/all-Properties?page=1&limit=6');
    expect(home?.fill).toBe(fillHomes);
    const thumbUrl = '/uploads/properties/p/thumb.webp';
    expect(home?.photo?.({ data: [{ coverImage: { thumbUrl } }] })).toBe(thumbUrl);
    expect(earlyRequestPaths(at('/user/bookings'), signedIn())?.largest).toBeUndefined();
    const id = 'c74dfd32-cf06-4952-bbe1-c8bc111c4a79';
    const photo = earlyRequestPaths(at(`/user/property/${id}`), signedIn())?.largest;
    expect(photo?.path).toBe(`/user/property/${id}`);
    expect(photo?.fill).toBe(fillCover);
    const first = { url: '/uploads/properties/p/large.webp', width: 1200, height: 900 };
    expect(
      photo?.photo?.({ property: { images: [first, { ...first, url: '/second.webp' }] } }),
    ).toBe(first.url);
    expect(photo?.photo?.({ property: { images: [] } })).toBeUndefined();
    expect(photo?.photo?.(null)).toBeUndefined();
  });

  it("preloads the booked home's photo on a booking's page, and draws it in its shell", () => {
    const id = '7913c2c3-7254-4bf0-a86e-d21c398c55c4';
    const photo = earlyRequestPaths(at(`/user/bookings/${id}`), signedIn())?.largest;
    expect(photo?.path).toBe(`/user/bookings/${id}`);
    const coverUrl = '/uploads/properties/p/cover-thumb.webp';
    expect(photo?.photo?.({ booking: { property: { coverUrl } } })).toBe(coverUrl);
    expect(photo?.photo?.({ booking: { property: { coverUrl: null } } })).toBeUndefined();
    expect(photo?.photo?.({})).toBeUndefined();
    expect(photo?.fill).toBe(fillBookingCover);
  });

  it("draws the chat's empty inbox in its shell when the frame's list of conversations is empty", () => {
    const chat = earlyRequestPaths(at('/user/chat'), signedIn())?.largest;
    expect(chat?.path).toBe('/user/conversations');
    expect(chat?.photo).toBeUndefined();
    expect(chat?.fill).toBe(fillNoConversations);
    const view = document.createElement('div');
    expect(fillNoConversations(view, { data: [], unreadCount: 0 })).toBe(true);
    expect(fillNoConversations(view, { data: [{ id: 'c' }], unreadCount: 0 })).toBe(false);
    expect(fillNoConversations(view, null)).toBe(false);
  });

  it("sends the owner's dashboard for an active owner only", () => {
    const owner = { isAuthenticated: true, authType: 'owner', user: tenant };
    expect(earlyRequestPaths(at('/owner/dashboard'), signedIn(owner))).toMatchObject({
      route: '/owner/dashboard',
      statusPath: `/owner/check-status/${tenant.id}`,
      framePaths: ['/owner/notifications?page=1&limit=1', '/owner/conversations'],
      pagePaths: ['/owner/dashboard?range=12m'],
    });
    expect(earlyRequestPaths(at('/user/home'), signedIn(owner))).toBeUndefined();
  });

  it('leaves a page with a query, or an id that is not one, to the app', () => {
    expect(earlyRequestPaths(at('/user/bookings?page=2'), signedIn())).toBeUndefined();
    expect(earlyRequestPaths(at('/user/bookings/not-an-id'), signedIn())).toBeUndefined();
    expect(earlyRequestPaths(at(`/user/bookings/${booking}/extra`), signedIn())).toBeUndefined();
  });
});

describe('firstPhotoOf', () => {
  it("takes the first home's thumbnail when it is a path of this site", () => {
    const answer = (thumbUrl: string) => ({ data: [{ coverImage: { thumbUrl } }, {}] });
    expect(firstPhotoOf(answer('/uploads/p/1-thumb.webp'))).toBe('/uploads/p/1-thumb.webp');
    expect(firstPhotoOf(answer('https://elsewhere.example/1.webp'))).toBeUndefined();
    expect(firstPhotoOf(answer('//elsewhere.example/1.webp'))).toBeUndefined();
    expect(firstPhotoOf({ data: [{ coverImage: null }] })).toBeUndefined();
    expect(firstPhotoOf({ data: [] })).toBeUndefined();
    expect(firstPhotoOf(null)).toBeUndefined();
  });
});

/** A tenant's stored session (as the auth store keeps it) with this token, opening `path`. */
const openSignedIn = (token: string, path = '/user/properties') => {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      state: { isAuthenticated: true, authType: 'user', user: tenant },
      version: 0,
    }),
  );
  window.history.replaceState(null, '', path);
};

/** A page's many files: `/assets/<name>-0.js` to `-19.js`. */
const pageFiles = (name: string) =>
  Array.from({ length: 20 }, (_, index) => `/assets/${name}-${index}.js`);

/** Runs no code: the tests' files are not there to import. */
const runNothing = () => Promise.resolve();

/** Starts the early requests with `files` for `route`; the module links in place once settled. */
const preloadedOnceSettled = async (route: string, files: string[]) => {
  startEarlyRequests({ [route]: files }, runNothing);
  await window[EARLY_VIEW_GLOBAL]?.settled;
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
};

describe('startEarlyRequests', () => {
  it('sends both requests with the token, preloads the page code and the first photo', async () => {
    openSignedIn('access-token');
    const answer = { data: [{ coverImage: { thumbUrl: '/uploads/p/first.webp' } }] };
    const fetchMock = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }));
    startEarlyRequests({ '/user/properties': ['/assets/page.js'] }, runNothing);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/user/check-status/${tenant.id}`,
      '/api/user/property/filtered?sort=newest&page=1&limit=12',
      '/api/user/notifications?page=1&limit=1',
      '/api/user/conversations',
    ]);
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-token');
    }
    const requests = window[EARLY_REQUESTS_GLOBAL] ?? {};
    await expect(
      requests['/user/property/filtered?sort=newest&page=1&limit=12']?.answer,
    ).resolves.toEqual(answer);
    // The page's code follows its first photo (here: no shell in the document, so at once).
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
        '/assets/page.js',
      ),
    );
    await vi.waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ).toBe('/uploads/p/first.webp'),
    );
    window.history.replaceState(null, '', '/');
  });

  it('lets the app start only once every file of the page is asked for', async () => {
    openSignedIn('access-token');
    vi.spyOn(window, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ data: [] }), { status: 200 }),
    );
    // Vite's loader, which the app runs as it renders, must find each of them already asked for
    // rather than add the rest itself.
    const files = pageFiles('page');
    expect(await preloadedOnceSettled('/user/properties', files)).toEqual(files);
    window.history.replaceState(null, '', '/');
  });

  it('on a page whose shell draws no answer (bookings), also lets the app start only once every file is asked for, each once', async () => {
    openSignedIn('access-token', '/user/bookings');
    vi.spyOn(window, 'fetch').mockImplementation(
      async () => new Response('{"data":[]}', { status: 200 }),
    );
    // One of them already asked for (index.html's own links): not added a second time.
    const present = document.createElement('link');
    present.rel = 'modulepreload';
    present.href = '/assets/bookings-0.js';
    document.head.append(present);
    const files = pageFiles('bookings');
    expect(await preloadedOnceSettled('/user/bookings', files)).toEqual(files);
    window.history.replaceState(null, '', '/');
  });

  it("runs the page's files one per task, in the build's order, before the app may start", async () => {
    openSignedIn('access-token', '/user/bookings');
    vi.spyOn(window, 'fetch').mockImplementation(
      async () => new Response('{"data":[]}', { status: 200 }),
    );
    const files = pageFiles('bookings');
    // Each file's run notes when the task it runs in has ended (a timer queued then fires next).
    const steps: string[] = [];
    let linkedAtFirstRun = 0;
    const run = (url: string) => {
      if (steps.length === 0) {
        linkedAtFirstRun = document.head.querySelectorAll('link[rel="modulepreload"]').length;
      }
      steps.push(`run ${url}`);
      setTimeout(() => steps.push(`task over`), 0);
      // One file that fails (its import is left for the app to report) stops none of the rest.
      return url === files[3] ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    startEarlyRequests({ '/user/bookings': files }, run);
    await window[EARLY_VIEW_GLOBAL]?.settled;
    expect(steps).toEqual(files.flatMap((url) => [`run ${url}`, 'task over']));
    // Every file was asked for before the first one ran.
    expect(linkedAtFirstRun).toBe(files.length);
    window.history.replaceState(null, '', '/');
  });

  it("sends another page's requests and preloads its own files, not the search's", async () => {
    openSignedIn('access-token', '/user/bookings');
    const fetchMock = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"data":[]}', { status: 200 }));
    startEarlyRequests(
      { '/user/properties': ['/assets/search.js'], '/user/bookings': ['/assets/bookings.js'] },
      runNothing,
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/user/check-status/${tenant.id}`,
      '/api/user/bookings?page=1&limit=5',
      '/api/user/notifications?page=1&limit=1',
      '/api/user/conversations',
    ]);
    await vi.waitFor(() =>
      expect(
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      ).toEqual(['/assets/bookings.js']),
    );
    // Its page shell (./page-shell.ts), handed over when the page renders: it draws no homes.
    expect(window[EARLY_VIEW_GLOBAL]?.revealsOnPage).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it("preloads a home's gallery photo on its page (no shell here to draw it in)", async () => {
    const id = 'c74dfd32-cf06-4952-bbe1-c8bc111c4a79';
    openSignedIn('access-token', `/user/property/${id}`);
    const url = '/uploads/properties/p/large.webp';
    vi.spyOn(window, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ property: { images: [{ url, width: 1200, height: 900 }] } }),
          {
            status: 200,
          },
        ),
    );
    startEarlyRequests({ '/user/property/:id': ['/assets/home.js'] }, runNothing);
    await window[EARLY_VIEW_GLOBAL]?.settled;
    await vi.waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ).toBe(url),
    );
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/home.js',
    );
    expect(window[EARLY_VIEW_GLOBAL]?.revealsOnPage).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('does nothing for a visitor', () => {
    window.history.replaceState(null, '', '/user/properties');
    const fetchMock = vi.spyOn(window, 'fetch');
    startEarlyRequests({ '/user/properties': ['/assets/page.js'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('answers null (the app then asks itself) for a refused answer', async () => {
    openSignedIn('expired');
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}', { status: 401 }));
    startEarlyRequests({});
    const requests = window[EARLY_REQUESTS_GLOBAL] ?? {};
    await expect(requests[`/user/check-status/${tenant.id}`]?.answer).resolves.toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('the build (build/early-requests-plugin.ts)', () => {
  it("lists the code of the search and of every early page, for the boot script's preloads", async () => {
    const { PAGE_MODULES } = await import('../../build/page-modules');
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(
      ['/user/properties', ...EARLY_PAGES.map((page) => page.route)].sort(),
    );
  });
});
