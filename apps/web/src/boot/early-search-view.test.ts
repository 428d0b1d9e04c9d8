import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@nestly/shared';
import { listOf, makeSummary } from '../test/property-factory';
import { EMPTY_FILTERS } from '../features/properties/lib/property-filters';
import { EARLY_VIEW_ID, drawEarlySearchView, searchAnswerOf } from './early-search-view';

const second = makeSummary({
  id: '0b9f6a8e-3c1d-4f7a-9e2b-5d8c7a6f4e31',
  title: 'Heritage bungalow in Fort Kochi',
  type: 'house',
  rent: 5_500_000,
  area: 2100,
  ratingAverage: 4.5,
  ratingCount: 2,
  coverImage: null,
});

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drawEarlySearchView', () => {
  it('draws the signed-in search page before #root and hides #root under it', () => {
    const view = drawEarlySearchView('Asha Menon', EMPTY_FILTERS, listOf([makeSummary(), second]));
    const root = document.getElementById('root')!;
    expect(view?.id).toBe(EARLY_VIEW_ID);
    expect(view?.nextElementSibling).toBe(root);
    expect(root.hidden).toBe(true);

    // The header as the tenant's: their initial and first name, Houses the current page.
    const header = view!.querySelector('header')!;
    expect(header.textContent).toContain('A');
    expect(header.textContent).toContain('Asha');
    expect(header.textContent).not.toContain('Menon');
    const current = header.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe(paths.user.properties.getHref());
    expect(header.querySelector('a[aria-label="Notifications"]')?.getAttribute('href')).toBe(
      paths.user.notifications.getHref(),
    );

    expect(view!.querySelector('h1')?.textContent).toBe('Homes for rent');
    expect(view!.textContent).toContain('2 homes');
    expect(view!.querySelector('select')).toHaveValue('newest');

    // One card a home, each a link to the tenant's view of it, as the app's PropertyCard.
    const cards = [...view!.querySelectorAll<HTMLAnchorElement>('.grid > a')];
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      paths.user.property.getHref(makeSummary().id),
      paths.user.property.getHref(second.id),
    ]);
    expect(cards[0]!.textContent).toContain('Backwater-view 2BHK at Marine Drive');
    expect(cards[0]!.textContent).toContain('Kochi, Kerala');
    expect(cards[0]!.textContent).toContain('2 bed · 2 bath · 1,150 sq ft');
    expect(cards[0]!.textContent).toContain('₹28,000 / month');
    expect(cards[1]!.textContent).toContain('4.5 out of 5, 2 reviews');
    expect(cards[1]!.textContent).toContain('House');

    // The first photo is the page's largest paint: eager and first in line. No photo, no <img>.
    const photo = cards[0]!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe(makeSummary().coverImage!.thumbUrl);
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('shows the filters the address applied, as the app’s chips and the Filters count', () => {
    const view = drawEarlySearchView(
      'Asha Menon',
      { ...EMPTY_FILTERS, city: 'Goa', type: 'villa', search: 'sea view', sort: 'rent_asc' },
      listOf([makeSummary()]),
    );
    const chips = [...view!.querySelectorAll('[aria-label="Applied filters"] li')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['“sea view”', 'Goa', 'Villa']);
    expect(view!.textContent).toContain('Filters (3)');
    expect(view!.textContent).toContain('1 home');
    expect(view!.querySelector('select')).toHaveValue('rent_asc');
  });

  it('draws nothing for no homes, an answer it does not know, or an outside photo', () => {
    expect(drawEarlySearchView('Asha', EMPTY_FILTERS, listOf([]))).toBeUndefined();
    expect(drawEarlySearchView('Asha', EMPTY_FILTERS, null)).toBeUndefined();
    expect(drawEarlySearchView('Asha', EMPTY_FILTERS, { data: [{ id: 1 }] })).toBeUndefined();
    const outside = makeSummary({
      coverImage: { ...makeSummary().coverImage!, thumbUrl: '//elsewhere.example/1.webp' },
    });
    expect(drawEarlySearchView('Asha', EMPTY_FILTERS, listOf([outside]))).toBeUndefined();
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('writes names and titles as text, never as markup', () => {
    const hostile = makeSummary({ title: '<img src=x onerror=alert(1)>' });
    const view = drawEarlySearchView('<b>Eve</b>', EMPTY_FILTERS, listOf([hostile]));
    expect(view!.querySelectorAll('img')).toHaveLength(1);
    expect(view!.querySelector('b')).toBeNull();
    expect(view!.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('searchAnswerOf', () => {
  it('takes the homes and total of a search answer', () => {
    expect(searchAnswerOf(listOf([makeSummary()]))).toEqual({ homes: [makeSummary()], total: 1 });
    expect(searchAnswerOf({ data: [makeSummary()] })).toBeUndefined();
  });
});
