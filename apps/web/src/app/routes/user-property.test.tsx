import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TakenRange } from '@nestly/shared';
import { propertyKeys } from '../../features/properties/api/keys';
import { EARLY_VIEW_GLOBAL } from '../../lib/early-view';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { listOf, makeDetail, makeSummary } from '../../test/property-factory';
import { createTestQueryClient, renderWithProviders, signIn } from '../../test/render';
import UserPropertyPage from './user-property';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const property = makeDetail({ minMonths: 1, maxMonths: 6 });
const cleaning = {
  id: '3c9f0b1e-7a2d-4c5e-9f8a-1b2c3d4e5f60',
  name: 'Weekly cleaning',
  description: 'A professional clean of the whole home every week.',
  monthlyPrice: 150_000,
  status: 'active',
  createdAt: '2025-01-10T10:00:00.000Z',
};
const furniture = {
  ...cleaning,
  id: '4d0a1c2f-8b3e-4d6f-8a9b-2c3d4e5f6a71',
  name: 'Furniture rental',
  status: 'inactive',
};
const noReviews = {
  summary: { ratingAverage: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] },
  data: [],
  pagination: { page: 1, limit: 5, total: 0, totalPages: 1 },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  stopApi();
  vi.clearAllMocks();
});

const serve = (taken: TakenRange[], datesReply: { status?: number; data: unknown }) =>
  serveApi([
    [`GET /user/property/${property.id}`, { data: { property } }],
    [`GET /user/property/${property.id}/availability`, { data: { taken } }],
    ['GET /user/services', { data: { data: [cleaning, furniture] } }],
    [`GET /user/reviews/${property.id}`, { data: noReviews }],
    ['POST /user/checkout/save-booking-dates', datesReply],
    ['POST /user/checkout/save-addons', { data: { message: 'Add-ons saved', cart: null } }],
  ]);

const renderPage = () => {
  signIn('user');
  return renderWithProviders(<UserPropertyPage />, {
    route: `/user/property/${property.id}`,
    path: '/user/property/:id',
  });
};

const posted = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => ({ url: call.url, body: JSON.parse(call.data as string) as unknown }));

describe('opening a home', () => {
  afterEach(() => {
    delete window[EARLY_VIEW_GLOBAL];
  });

  it('shows the cover a list already has while the home loads, where the gallery will show it', async () => {
    serve([], { data: {} });
    const cover = property.images[0]!;
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      propertyKeys.userSearch('sort=newest&page=1&limit=12'),
      listOf([makeSummary({ id: property.id, coverImage: cover })]),
    );
    signIn('user');
    renderWithProviders(<UserPropertyPage />, {
      route: `/user/property/${property.id}`,
      path: '/user/property/:id',
      queryClient,
    });
    const loading = screen.getByRole('status', { name: 'Loading the home' });
    const photo = loading.querySelector('img');
    expect(photo).toHaveAttribute('src', cover.url);
    expect(photo).toHaveAttribute('fetchpriority', 'high');

    const gallery = await screen.findByRole('img', { name: `${property.title}, photo 1 of 2` });
    expect(gallery).toHaveAttribute('src', cover.url);
    expect(gallery).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a plain skeleton for a home no list holds', () => {
    serve([], { data: {} });
    renderPage();
    const loading = screen.getByRole('status', { name: 'Loading the home' });
    expect(loading.querySelector('img')).toBeNull();
  });

  it("takes the place of index.html's page shell once the home is drawn, not while it loads", async () => {
    const shownAtReveal: boolean[] = [];
    const reveal = vi.fn(() => {
      shownAtReveal.push(screen.queryByRole('status', { name: 'Loading the home' }) !== null);
    });
    window[EARLY_VIEW_GLOBAL] = { settled: Promise.resolve(), reveal };
    serve([], { data: {} });
    renderPage();
    expect(reveal).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeVisible();
    expect(shownAtReveal).toEqual([false]);
  });
});

describe('booking from the property page', () => {
  it('prices the stay with add-ons, saves the dates then the add-ons, and opens checkout', async () => {
    const user = userEvent.setup();
    const calls = serve([], { data: { message: 'Dates saved', cart: null } });
    renderPage();

    const book = await screen.findByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription('Checking which dates are free…');
    await waitFor(() =>
      expect(book).toHaveAccessibleDescription('Choose a move-in date on the calendar to book.'),
    );
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    // Only active services can be added.
    expect(await screen.findByText('Weekly cleaning · ₹1,500 / month')).toBeInTheDocument();
    expect(screen.queryByText(/Furniture rental/)).not.toBeInTheDocument();

    // The calendar's code comes after the page (a lazy chunk): wait for it, not only for the dates.
    await user.click(await screen.findByRole('button', { name: 'Friday, 29 January 2027' }));
    await user.selectOptions(screen.getByLabelText('Months'), '3');
    await user.click(screen.getByRole('checkbox', { name: /Weekly cleaning/ }));

    const price = screen.getByText('Total').closest('dl') as HTMLElement;
    expect(within(price).getByText('₹28,000 × 3 months').nextSibling).toHaveTextContent('₹84,000');
    expect(
      within(price).getByText('Weekly cleaning: ₹1,500 × 3 months').nextSibling,
    ).toHaveTextContent('₹4,500');
    expect(within(price).getByText('Security deposit').nextSibling).toHaveTextContent('₹56,000');
    expect(within(price).getByText('Total').nextSibling).toHaveTextContent('₹1,44,500');
    expect(screen.getByText('Move out on 29 Apr 2027.')).toBeInTheDocument();
    // The server's move-in horizon, said under the calendar (today is 20 Jan 2027).
    expect(
      screen.getByText('Stays can start up to 12 months ahead, until 20 Jan 2028.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Friday, 29 January 2027, move-in day' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/checkout'));
    expect(posted(calls)).toEqual([
      {
        url: '/user/checkout/save-booking-dates',
        body: {
          propertyId: property.id,
          moveInDate: '2027-01-29',
          rentalPeriod: 3,
          endDate: '2027-04-29',
        },
      },
      {
        url: '/user/checkout/save-addons',
        body: { propertyId: property.id, addOns: [cleaning.id] },
      },
    ]);
  });

  it('will not book a stay that runs into taken dates, and says why', async () => {
    const user = userEvent.setup();
    serve([{ start: '2027-03-01', end: '2027-03-10', kind: 'booked' }], {
      data: { message: 'Dates saved', cart: null },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Friday, 29 January 2027' }));
    await user.selectOptions(screen.getByLabelText('Months'), '3');

    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(
      'This stay runs into dates that are already booked (1 Mar 2027 – 9 Mar 2027). Choose another move-in date or fewer months.',
    );
    await user.selectOptions(screen.getByLabelText('Months'), '1');
    expect(book).toBeEnabled();
  });

  it('toasts a 409 from the server and reloads the calendar', async () => {
    const user = userEvent.setup();
    const calls = serve([], {
      status: 409,
      data: { code: 'DATES_UNAVAILABLE', message: 'These dates were just booked' },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Friday, 29 January 2027' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('These dates were just booked', expect.anything()),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/availability'))).toHaveLength(2),
    );
    expect(calls.some((call) => call.url === '/user/checkout/save-addons')).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(`/user/property/${property.id}`);
  });
});

describe('reaching the owner from the property page', () => {
  it('says how soon the owner usually replies, and "Message the owner" opens the thread about this home', async () => {
    const user = userEvent.setup();
    serveApi([
      [
        `GET /user/property/${property.id}`,
        { data: { property: { ...property, ownerReplyTime: 'within_a_few_hours' } } },
      ],
      [`GET /user/property/${property.id}/availability`, { data: { taken: [] } }],
      ['GET /user/services', { data: { data: [] } }],
      [`GET /user/reviews/${property.id}`, { data: noReviews }],
    ]);
    signIn('user');
    renderWithProviders(<UserPropertyPage />, {
      route: `/user/property/${property.id}`,
      path: '/user/property/:id',
      children: <Route path="/user/chat/:propertyId/:ownerId" element={<p>Chat thread</p>} />,
    });

    expect(await screen.findByText('Usually replies within a few hours')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Message the owner' }));
    expect(await screen.findByText('Chat thread')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/user/chat/${property.id}/${property.owner.id}`,
    );
  });

  it('shows no reply time when the server has none to say (or does not send it)', async () => {
    serve([], { data: { message: 'Dates saved', cart: null } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Message the owner' })).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });
});
