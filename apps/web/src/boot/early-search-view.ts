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
import { isSitePath } from './boot-helpers';
import { el, icon, skeleton } from './early-view-dom';
import { header } from './early-view-header';

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
      (isSitePath(cover?.thumbUrl) &&
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
