import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '@nestly/shared';
import { PropertyCard } from '../features/properties/components/property-card';
import { PRIORITY_CARDS } from '../features/properties/lib/cards';
import { pluralize } from '../lib/format';
import { shellMarkupOf } from '../prerender/page-shells';
import { makeSummary } from '../test/property-factory';
import { PLACEHOLDER_HOMES, PLACEHOLDER_TOTAL, fillHomes, homesAnswerOf } from './shell-homes';

/** A list of homes as the search draws it: its count, then its cards (the first one first). */
function HomesList({ homes, total }: { homes: PropertySummary[]; total: number }) {
  return (
    <MemoryRouter>
      <p>{pluralize(total, 'home')}</p>
      <div className="grid">
        {homes.map((home, index) => (
          <PropertyCard
            key={home.id}
            property={home}
            to={`/user/property/${home.id}`}
            priority={index < PRIORITY_CARDS}
            isFirst={index === 0}
          />
        ))}
      </div>
    </MemoryRouter>
  );
}

const parsed = (markup: string) => {
  const view = document.createElement('div');
  view.innerHTML = markup;
  return view;
};

/** As the build draws a shell (with the server render's markers between texts), parsed. */
const placeholderView = () =>
  parsed(shellMarkupOf(<HomesList homes={PLACEHOLDER_HOMES} total={PLACEHOLDER_TOTAL} />));

/** The markup as the app's DOM has it: without the server render's `<!-- -->` markers. */
const withoutMarkers = (view: Element) => view.innerHTML.replaceAll('<!-- -->', '');

/** What the app draws for `homes`, as a DOM holds it (no preload hints: the app writes none). */
const appMarkupOf = (homes: PropertySummary[], total: number) =>
  parsed(
    renderToStaticMarkup(<HomesList homes={homes} total={total} />).replace(
      /<link rel="preload"[^>]*>/g,
      '',
    ),
  ).innerHTML;

const home = (index: number, overrides: Partial<PropertySummary>) =>
  makeSummary({
    id: `6d7ceb67-1d0f-46ff-a0ae-9c9149f5e1${String(index).padStart(2, '0')}`,
    title: `Home ${index} <b>not markup</b> & more`,
    city: `City ${index}`,
    state: 'Kerala',
    rent: 1_000_000 + index * 12_345,
    bedrooms: index,
    bathrooms: 1,
    area: 1000 + index,
    ...overrides,
  });

describe('fillHomes', () => {
  it('draws each home exactly as PropertyCard does, in its kind of card, with the total', () => {
    const cover = (index: number) => ({
      id: '11111111-1111-4111-8111-1111111111' + String(index).padStart(2, '0'),
      url: `/uploads/p${index}-large.webp`,
      thumbUrl: `/uploads/p${index}-thumb.webp`,
      width: 1200 + index,
      height: 900 + index,
    });
    const homes = [
      home(1, { type: 'villa', coverImage: cover(1), ratingAverage: 4.25, ratingCount: 12 }),
      home(2, { type: 'room', coverImage: null, ratingAverage: null, ratingCount: 0 }),
      home(3, { type: 'studio', coverImage: cover(3), ratingAverage: null, ratingCount: 0 }),
      home(4, { type: 'house', coverImage: null, ratingAverage: 3, ratingCount: 1 }),
      home(5, { coverImage: cover(5), ratingAverage: 5, ratingCount: 2 }),
    ];
    const view = placeholderView();
    const answer = { data: homes, pagination: { page: 1, limit: 12, total: 1, totalPages: 1 } };

    expect(fillHomes(view, answer)).toBe(true);
    expect(withoutMarkers(view)).toBe(appMarkupOf(homes, 1));
  });

  it('leaves the view alone for an answer it cannot draw as the app would', () => {
    for (const answer of [
      null,
      { data: [] },
      { data: [makeSummary()], pagination: {} },
      { data: [makeSummary({ type: 'castle' as never })], pagination: { total: 1 } },
      { data: [makeSummary({ id: '../../admin' })], pagination: { total: 1 } },
      {
        data: [makeSummary({ coverImage: { ...makeSummary().coverImage!, thumbUrl: '//x/y' } })],
        pagination: { total: 1 },
      },
    ]) {
      const view = placeholderView();
      const before = view.innerHTML;
      expect(fillHomes(view, answer)).toBe(false);
      expect(view.innerHTML).toBe(before);
    }
    expect(homesAnswerOf({ data: [makeSummary()], pagination: { total: 1 } })?.total).toBe(1);
  });
});
