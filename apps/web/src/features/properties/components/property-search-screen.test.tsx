import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, parseISO } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIsoDate } from '@nestly/shared';
import { serveApi, stopApi, type RecordedCall } from '../../../test/fake-api';
import {
  FEATURE_PARKING,
  FEATURE_WIFI,
  demoFeatures,
  listOf,
  makeSummary,
} from '../../../test/property-factory';
import { act } from 'react';
import { EARLY_VIEW_GLOBAL } from '../../../lib/early-view';
import { businessToday } from '../../../lib/business-day';
import { formatDay } from '../../../lib/format';
import { chooseDate } from '../../../test/date-field';
import { renderWithProviders } from '../../../test/render';
import { PropertySearchScreen } from './property-search-screen';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  stopApi();
  delete window[EARLY_VIEW_GLOBAL];
});

/** A window whose width can change under the screen, as when a person resizes it. */
const resizableWindow = (isDesktop: boolean) => {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('min-width: 1024px') ? isDesktop : false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    setDesktop: (next: boolean) => {
      isDesktop = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
};

const homes = [
  makeSummary(),
  makeSummary({ id: '0b0c5a54-9f7e-4f0e-8c55-7c1e6d0b2a10', title: 'Heritage bungalow' }),
];

const serveSearch = (results = homes) =>
  serveApi([[/^GET \/user\/property\/filtered$/, () => ({ data: listOf(results) })]]);

const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/user/property/filtered'));

const renderAt = (route: string) =>
  renderWithProviders(<PropertySearchScreen features={demoFeatures} isLoadingFeatures={false} />, {
    route,
  });

describe('property search', () => {
  it('sends the URL’s filters to the API with repeated features keys', async () => {
    const calls = serveSearch();
    renderAt(
      `/user/properties?city=Kochi&maxRent=3000000&features=${FEATURE_WIFI}&features=${FEATURE_PARKING}&sort=rent_asc`,
    );
    expect(await screen.findByText('2 homes')).toBeInTheDocument();
    expect(searchCalls(calls)[0]?.url).toBe(
      `/user/property/filtered?city=Kochi&maxRent=3000000&features=${FEATURE_WIFI}` +
        `&features=${FEATURE_PARKING}&sort=rent_asc&page=1&limit=12`,
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('rent_asc');
    const card = screen.getByRole('link', { name: /Heritage bungalow/ });
    expect(card).toHaveAttribute('href', `/user/property/${homes[1]?.id}`);
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(applied).getByRole('button', { name: 'Remove filter Wi-Fi' }),
    ).toBeInTheDocument();
    expect(within(applied).getByText('Up to ₹30,000')).toBeInTheDocument();
  });

  it('applies the panel to the URL (rupees in, paise out) and keeps the sort', async () => {
    const user = userEvent.setup();
    serveSearch();
    renderAt(`/user/properties?sort=rating&features=${FEATURE_WIFI}`);
    await user.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(await within(panel).findByLabelText('Wi-Fi')).toBeChecked();

    await user.type(within(panel).getByLabelText('City'), 'Kochi');
    await user.type(within(panel).getByLabelText('Min rent (₹)'), '15000');
    await user.selectOptions(within(panel).getByLabelText('Type'), 'villa');
    await user.selectOptions(within(panel).getByLabelText('Bedrooms'), '2');
    await user.selectOptions(within(panel).getByLabelText('Furnishing'), 'full');
    await user.selectOptions(within(panel).getByLabelText('Months'), '6');
    // The move-in date's calendar opens in a popover above the filters' dialog.
    const moveIn = formatIsoDate(addDays(parseISO(businessToday()), 10));
    await chooseDate(user, 'Move-in date', moveIn);
    expect(within(panel).getByLabelText('Move-in date')).toHaveAccessibleName(
      `Move-in date ${formatDay(moveIn)}`,
    );
    await user.click(within(panel).getByLabelText('Parking'));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/user/properties?city=Kochi&type=villa&minRent=1500000&bedrooms=2&furnishing=full` +
          `&features=${FEATURE_WIFI}&features=${FEATURE_PARKING}&moveInDate=${moveIn}` +
          `&rentalPeriod=6&sort=rating`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a max rent below the min rent', async () => {
    const user = userEvent.setup();
    serveSearch();
    renderAt('/user/properties');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await user.type(await within(panel).findByLabelText('Min rent (₹)'), '20000');
    await user.type(within(panel).getByLabelText('Max rent (₹)'), '10000');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(await within(panel).findByText('Max rent must be at least the min rent')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/properties$/);
  });

  it('sorting and paging change the URL; an empty result offers to clear the filters', async () => {
    const user = userEvent.setup();
    const calls = serveSearch([]);
    renderAt('/user/properties?city=Nowhere&page=2');
    expect(await screen.findByText('No homes match your filters')).toBeInTheDocument();
    expect(screen.getByText('0 homes')).toBeInTheDocument();
    expect(searchCalls(calls)[0]?.url).toContain('page=2');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'rent_desc');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/user/properties?city=Nowhere&sort=rent_desc',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/user\/properties\?sort=rent_desc$/,
    );
  });

  it('keeps typed, unapplied filters when the window turns from phone to desktop and back', async () => {
    const user = userEvent.setup();
    const screenSize = resizableWindow(false);
    try {
      serveSearch();
      renderAt('/user/properties');
      await user.click(await screen.findByRole('button', { name: 'Filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      await user.type(await within(drawer).findByLabelText('City'), 'Kochi');
      await user.click(within(drawer).getByLabelText('Parking'));

      screenSize.setDesktop(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const card = await screen.findByRole('search', { name: 'Filter homes' });
      expect(within(card).getByLabelText('City')).toHaveValue('Kochi');
      expect(within(card).getByLabelText('Parking')).toBeChecked();
      await user.type(within(card).getByLabelText('Min rent (₹)'), '15000');

      screenSize.setDesktop(false);
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const again = screen.getByRole('dialog', { name: 'Filters' });
      expect(await within(again).findByLabelText('City')).toHaveValue('Kochi');
      expect(within(again).getByLabelText('Min rent (₹)')).toHaveValue(15000);
      // Nothing was applied on the way.
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/properties$/);
    } finally {
      screenSize.restore();
    }
  });

  it('on a desktop, the filter card is part of the page, not a box that scrolls inside itself', async () => {
    const screenSize = resizableWindow(true);
    try {
      serveSearch();
      renderAt('/user/properties');
      const card = (await screen.findByRole('search', { name: 'Filter homes' })).parentElement;
      expect(card?.className).not.toMatch(/overflow-y-auto|max-h-/);
      expect(within(card as HTMLElement).getByLabelText('Move-in date')).toBeInTheDocument();
      expect(within(card as HTMLElement).getByRole('group', { name: 'Amenities' })).toBeVisible();
    } finally {
      screenSize.restore();
    }
  });

  it('takes the place of index.html’s page shell only once its own results are drawn', async () => {
    // What the page shows at the moment it takes over: its homes, drawn in a render of their own
    // after the answer (a deferred value), never the skeleton that render replaces.
    const shownAtReveal: { homes: number; isLoading: boolean }[] = [];
    const reveal = vi.fn(() => {
      shownAtReveal.push({
        homes: screen.queryAllByRole('heading', { name: 'Sea-view flat' }).length,
        isLoading: screen.queryByRole('status', { name: 'Loading homes' }) !== null,
      });
    });
    window[EARLY_VIEW_GLOBAL] = { settled: Promise.resolve(), reveal };
    serveApi([
      [
        /^GET \/user\/property\/filtered$/,
        () => ({ data: listOf([makeSummary({ title: 'Sea-view flat' })]) }),
      ],
    ]);
    renderWithProviders(
      <PropertySearchScreen features={demoFeatures} isLoadingFeatures={false} />,
      { route: '/user/properties' },
    );
    // Still loading: the shell, with its homes, stays over it.
    expect(screen.getByRole('status', { name: 'Loading homes' })).toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();

    expect(await screen.findByText('1 home')).toBeInTheDocument();
    expect(shownAtReveal).toEqual([{ homes: 1, isLoading: false }]);
  });
});
