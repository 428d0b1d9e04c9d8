// The signed-in search page drawn by index.html's boot script from its early answers, before any
// of the app's code has run (issue 12; docs/decisions/025-early-search-view.md). The app draws the
// same page into #root, hidden meanwhile, and removes this one once its own results are on screen
// (revealApp in src/lib/early-view.ts): a phone on a slow network shows the homes seconds sooner,
// and the swap is not seen.
//
// It mirrors, class for class, UserLayout with UserHeader, PageHeader and PropertySearchScreen
// with its PropertyCards as they look on first load. e2e/early-view.spec.ts checks that each
// part is drawn in the same place and size as the app's; change them together.
//
// A file of its own (build/early-requests-plugin.ts builds it), fetched by the boot script only when
// it will draw, beside the early requests: the other pages' HTML does not carry it.
import { formatInr } from '@nestly/shared';
import {
  FURNISHING_LABELS,
  PROPERTY_TYPE_LABELS,
  SORT_LABELS,
} from '../features/properties/lib/labels';
import type { PropertyFilters } from '../features/properties/lib/property-filters';

/** The id of the early view's element. */
export const EARLY_VIEW_ID = 'early-view';

/** What a card needs of a search answer's home (PropertySummary), checked before drawing. */
interface CardHome {
  id: string;
  title: string;
  type: keyof typeof PROPERTY_TYPE_LABELS;
  city: string;
  state: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  rent: number;
  ratingAverage: number | null;
  ratingCount: number;
  coverImage: { thumbUrl: string; width: number; height: number } | null;
}

interface SearchAnswer {
  homes: CardHome[];
  total: number;
}

const isHome = (value: unknown): value is CardHome => {
  const home = value as Partial<CardHome> | null;
  const cover = home?.coverImage;
  return (
    typeof home?.id === 'string' &&
    typeof home.title === 'string' &&
    typeof home.type === 'string' &&
    home.type in PROPERTY_TYPE_LABELS &&
    typeof home.city === 'string' &&
    typeof home.state === 'string' &&
    [home.bedrooms, home.bathrooms, home.area, home.ratingCount].every(Number.isInteger) &&
    Number.isInteger(home.rent) &&
    (home.ratingAverage === null || typeof home.ratingAverage === 'number') &&
    (cover === null ||
      (typeof cover?.thumbUrl === 'string' &&
        cover.thumbUrl.startsWith('/') &&
        !cover.thumbUrl.startsWith('//') &&
        Number.isInteger(cover.width) &&
        Number.isInteger(cover.height)))
  );
};

/**
 * The homes and total of a search answer, or undefined when it is not one this view can draw
 * exactly as the app would (no homes: the app's empty state is its own to draw).
 */
export const searchAnswerOf = (answer: unknown): SearchAnswer | undefined => {
  const body = answer as { data?: unknown; pagination?: { total?: unknown } } | null;
  const homes = body?.data;
  const total = body?.pagination?.total;
  if (!Array.isArray(homes) || homes.length === 0 || !homes.every(isHome)) return undefined;
  if (!Number.isInteger(total)) return undefined;
  return { homes, total: total as number };
};

type Child = Node | string;

/** One element: its classes, attributes and children (text is set as text, never as HTML). */
const el = (
  tag: string,
  className: string,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): HTMLElement => {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A lucide icon (ISC licence) as lucide-react draws it: the same few the header and cards use. */
const ICONS = {
  bell: [
    'M10.268 21a2 2 0 0 0 3.464 0',
    'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
  ],
  chevronDown: ['m6 9 6 6 6-6'],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  slidersHorizontal: [
    'M10 5H3',
    'M12 19H3',
    'M14 3v4',
    'M16 17v4',
    'M21 12h-9',
    'M21 19h-5',
    'M21 5h-7',
    'M8 10v4',
    'M8 12H3',
  ],
  mapPin: [
    'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    'M15 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
  ],
  x: ['M18 6 6 18', 'm6 6 12 12'],
  star: [
    'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
  ],
} as const;

const icon = (name: keyof typeof ICONS, className: string): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: className,
  };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, value);
  for (const d of ICONS[name]) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
};

const brandLogo = (): HTMLElement => {
  const mark = document.createElementNS(SVG_NS, 'svg');
  mark.setAttribute('viewBox', '0 0 32 32');
  mark.setAttribute('class', 'size-8 shrink-0');
  mark.setAttribute('aria-hidden', 'true');
  const square = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ width: '32', height: '32', rx: '9' })) {
    square.setAttribute(name, value);
  }
  square.setAttribute('class', 'fill-primary-600');
  const house = document.createElementNS(SVG_NS, 'path');
  house.setAttribute('d', 'M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z');
  house.setAttribute('fill', 'white');
  mark.append(square, house);
  return el('span', 'inline-flex items-center gap-2 text-lg font-bold tracking-tight', {}, [
    mark,
    el('span', 'text-slate-900', {}, ['Nestly']),
  ]);
};

const NAV_LINKS = [
  { href: '/user/home', label: 'Home' },
  { href: '/user/properties', label: 'Houses' },
  { href: '/user/about', label: 'About' },
];

/** UserHeader, as it is drawn at the top of the page (not compact), for a signed-in tenant. */
const header = (name: string): HTMLElement => {
  const navLink = ({ href, label }: (typeof NAV_LINKS)[number]) =>
    el(
      'a',
      `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
        href === '/user/properties'
          ? 'bg-primary-50 text-primary-700'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`,
      href === '/user/properties' ? { href, 'aria-current': 'page' } : { href },
      [label],
    );
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  // The account menu and the phone menu open once the app has taken over (a moment later).
  const account = el('div', 'relative', {}, [
    el(
      'button',
      'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100',
      { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false' },
      [
        el(
          'span',
          'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-700 ring-2 ring-white size-8 text-sm',
          { 'aria-hidden': 'true' },
          [initial],
        ),
        el('span', 'max-w-[8rem] truncate text-sm font-semibold text-slate-800', {}, [firstName]),
        icon('chevronDown', 'size-4 text-slate-500'),
      ],
    ),
  ]);
  return el(
    'header',
    'fixed inset-x-0 top-0 z-30 border-b bg-white/90 backdrop-blur transition-all border-transparent',
    {},
    [
      el(
        'div',
        'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all sm:px-6 lg:px-8 h-18',
        {},
        [
          el('a', 'rounded-lg', { href: '/user/home', 'aria-label': 'Nestly home' }, [brandLogo()]),
          el(
            'nav',
            'hidden items-center gap-1 md:flex',
            { 'aria-label': 'Main' },
            NAV_LINKS.map(navLink),
          ),
          el('div', 'flex items-center gap-2', {}, [
            el(
              'a',
              'relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              {
                href: '/user/notifications',
                'aria-label': 'Notifications',
                title: 'Notifications',
              },
              [icon('bell', 'size-5')],
            ),
            account,
            el(
              'button',
              'rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden',
              { type: 'button', 'aria-expanded': 'false', 'aria-label': 'Open menu' },
              [icon('menu', 'size-5')],
            ),
          ]),
        ],
      ),
    ],
  );
};

/** PropertyCard: the first card's photo is the page's largest paint, so it is asked for first. */
const card = (home: CardHome, index: number): HTMLElement => {
  const photo = home.coverImage
    ? el(
        'img',
        'bg-slate-100 object-cover size-full transition-transform duration-300 group-hover:scale-[1.03]',
        {
          src: home.coverImage.thumbUrl,
          alt: '',
          width: String(home.coverImage.width),
          height: String(home.coverImage.height),
          loading: index < 3 ? 'eager' : 'lazy',
          ...(index === 0 ? { fetchpriority: 'high' } : {}),
          decoding: 'async',
        },
      )
    : el(
        'div',
        'flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 size-full',
      );
  const rating =
    home.ratingCount > 0 && home.ratingAverage !== null
      ? [
          el('span', 'flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800', {}, [
            icon('star', 'size-4 fill-amber-400 text-amber-400'),
            home.ratingAverage.toFixed(1),
            el('span', 'sr-only', {}, [` out of 5, ${home.ratingCount} reviews`]),
          ]),
        ]
      : [];
  return el(
    'a',
    'group flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/70 transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    { href: `/user/property/${encodeURIComponent(home.id)}` },
    [
      el('div', 'relative aspect-[4/3] overflow-hidden', {}, [
        photo,
        el(
          'span',
          'absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm',
          {},
          [PROPERTY_TYPE_LABELS[home.type]],
        ),
      ]),
      el('div', 'flex flex-1 flex-col gap-1.5 p-4', {}, [
        el('div', 'flex items-start justify-between gap-3', {}, [
          el('h3', 'line-clamp-2 font-semibold text-slate-900 group-hover:text-primary-700', {}, [
            home.title,
          ]),
          ...rating,
        ]),
        el('p', 'flex items-center gap-1 text-sm text-slate-600', {}, [
          icon('mapPin', 'size-3.5 shrink-0'),
          el('span', 'truncate', {}, [`${home.city}, ${home.state}`]),
        ]),
        el('p', 'text-sm text-slate-600', {}, [
          `${home.bedrooms} bed · ${home.bathrooms} bath · ${home.area.toLocaleString('en-IN')} sq ft`,
        ]),
        el('p', 'mt-auto pt-2 text-slate-900', {}, [
          el('span', 'text-lg font-bold', {}, [formatInr(home.rent)]),
          el('span', 'text-sm text-slate-600', {}, [' / month']),
        ]),
      ]),
    ],
  );
};

/** The applied filters' chips, for the filters the boot script reads (search, city, type…). */
const chipLabelsOf = (filters: PropertyFilters): string[] =>
  [
    filters.search && `“${filters.search}”`,
    filters.city,
    filters.type && PROPERTY_TYPE_LABELS[filters.type],
    filters.furnishing && FURNISHING_LABELS[filters.furnishing],
  ].filter((label): label is string => Boolean(label));

const skeleton = (className: string) =>
  el('div', `animate-pulse rounded-xl bg-slate-200/80 ${className}`, { 'aria-hidden': 'true' });

/** PropertySearchScreen's results column (and, on a desktop, the filter card still loading). */
const searchScreen = (filters: PropertyFilters, answer: SearchAnswer): HTMLElement => {
  const chips = chipLabelsOf(filters);
  // A sort picked here reloads the page with it: the app takes over from the address.
  const sortSelect = el(
    'select',
    'w-full rounded-xl border bg-white px-3.5 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:outline-none focus:ring-4 border-slate-300 focus:border-primary-500 focus:ring-primary-100 h-11 appearance-none pr-10',
    { id: 'early-view-sort' },
    Object.entries(SORT_LABELS).map(([value, label]) => {
      const option = el('option', '', { value }, [label]);
      if (value === filters.sort) option.setAttribute('selected', '');
      return option;
    }),
  );
  sortSelect.addEventListener('change', () => {
    const url = new URL(window.location.href);
    url.searchParams.set('sort', (sortSelect as HTMLSelectElement).value);
    url.searchParams.delete('page');
    window.location.assign(url.toString());
  });
  return el('div', 'gap-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start', {}, [
    // On a desktop the filter form stands beside the results, loading (FilterPanelPlaceholder).
    el('div', 'hidden lg:block rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/70 p-5', {}, [
      el('h2', 'mb-4 text-base font-semibold text-slate-900', {}, ['Filters']),
      el('div', 'space-y-4', { role: 'status', 'aria-label': 'Loading filters' }, [
        skeleton('h-16'),
        skeleton('h-16'),
        skeleton('h-16'),
        skeleton('h-40'),
      ]),
    ]),
    el('section', 'min-w-0 space-y-5', { 'aria-labelledby': 'early-view-results-title' }, [
      el('div', 'flex flex-wrap items-end justify-between gap-3', {}, [
        el('div', '', {}, [
          el('h2', 'sr-only', { id: 'early-view-results-title' }, ['Results']),
          el('p', 'min-h-7 text-lg font-semibold text-slate-900', {}, [
            `${answer.total} ${answer.total === 1 ? 'home' : 'homes'}`,
          ]),
        ]),
        el('div', 'flex w-full items-end gap-3 sm:w-auto', {}, [
          // The phone's filter drawer opens once the app has taken over.
          el(
            'button',
            'inline-flex items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 h-10 px-4 text-sm gap-2 h-11 lg:hidden',
            { type: 'button' },
            [
              icon('slidersHorizontal', 'size-4'),
              `Filters${chips.length > 0 ? ` (${chips.length})` : ''}`,
            ],
          ),
          el('div', 'flex flex-col gap-1.5 min-w-0 flex-1 sm:w-52 sm:flex-none', {}, [
            el('div', 'flex items-center justify-between gap-2', {}, [
              el('label', 'text-sm font-medium text-slate-800', { for: 'early-view-sort' }, [
                'Sort by',
              ]),
            ]),
            el('div', 'relative', {}, [
              sortSelect,
              icon(
                'chevronDown',
                'pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500',
              ),
            ]),
          ]),
        ]),
      ]),
      ...(chips.length > 0
        ? [
            el(
              'ul',
              'flex flex-wrap gap-2',
              { 'aria-label': 'Applied filters' },
              chips.map((label) =>
                el('li', '', {}, [
                  el(
                    'span',
                    'inline-flex items-center gap-1.5 rounded-full bg-primary-50 py-1 pr-2 pl-3 text-sm font-medium text-primary-800 ring-1 ring-primary-200 ring-inset',
                    {},
                    [el('span', '', {}, [label]), icon('x', 'size-3.5')],
                  ),
                ]),
              ),
            ),
          ]
        : []),
      el(
        'div',
        'grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
        {},
        answer.homes.map(card),
      ),
    ]),
  ]);
};

/**
 * Draws the signed-in search page for `name` (the tenant's full name) from a search answer, before
 * `#root`, which it hides; the element it drew, or undefined when the answer is not one it can draw.
 */
export type DrawEarlySearchView = typeof drawEarlySearchView;

export const drawEarlySearchView = (
  name: string,
  filters: PropertyFilters,
  answer: unknown,
): HTMLElement | undefined => {
  const search = searchAnswerOf(answer);
  const root = document.getElementById('root');
  if (!search || !root) return undefined;
  const view = el('div', 'flex min-h-screen flex-col', { id: EARLY_VIEW_ID }, [
    header(name),
    el('main', 'mx-auto min-h-lvh w-full max-w-7xl flex-1 px-4 pt-24 pb-8 sm:px-6 lg:px-8', {}, [
      el('div', 'mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8', {}, [
        el('div', 'min-w-0', {}, [
          el('h1', 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', {}, [
            'Homes for rent',
          ]),
          el('p', 'mt-1 text-sm text-slate-600 sm:text-base', {}, [
            'Filter by city, budget, rooms and amenities. Every home is checked by our team.',
          ]),
        ]),
      ]),
      searchScreen(filters, search),
    ]),
  ]);
  root.before(view);
  // The app renders into #root meanwhile, unseen: its guard, frames and loading states would
  // otherwise flash over the homes.
  root.hidden = true;
  return view;
};
