import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBookingDetail } from '../../test/booking-factory';
import { expectOneHeadingOne, expectWellFormedDefinitionLists } from '../../test/a11y';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeDetail } from '../../test/property-factory';
import { renderWithProviders, signIn } from '../../test/render';
import AdminBookingPage from './admin-booking';
import OwnerBookingPage from './owner-booking';
import OwnerPropertyPage from './owner-property';
import ProfilePage from './profile';
import PropertyDetailPage from './property-detail';
import UserBookingPage from './user-booking';
import UserPropertyPage from './user-property';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const property = makeDetail();
const booking = makeBookingDetail();

// Issue 12, item 12: what axe found (definition-list, dlitem, page-has-heading-one), per screen.
describe('axe structure of the detail screens', () => {
  it('the property page holds its facts in a well-formed list', async () => {
    signIn('user');
    serveApi([[`GET /user/property/${property.id}`, { data: { property } }]]);
    renderWithProviders(<UserPropertyPage />, {
      route: `/user/property/${property.id}`,
      path: '/user/property/:id',
    });
    await screen.findByRole('heading', { level: 1, name: property.title });
    expect(screen.getByText('Bedrooms').tagName).toBe('DT');
    expectWellFormedDefinitionLists();
    expectOneHeadingOne();
  });

  it('the owner’s property page and /propertyDetail do too', async () => {
    signIn('owner');
    serveApi([[`GET /owner/property/${property.id}`, { data: { property } }]]);
    const owner = renderWithProviders(<OwnerPropertyPage />, {
      route: `/owner/property/${property.id}`,
      path: '/owner/property/:id',
    });
    await screen.findByRole('heading', { level: 1, name: property.title });
    expectWellFormedDefinitionLists();
    owner.unmount();

    renderWithProviders(<PropertyDetailPage />, { route: `/propertyDetail?id=${property.id}` });
    await screen.findByRole('heading', { level: 1, name: property.title });
    expectWellFormedDefinitionLists();
  });

  it('the profile lists the person’s details in a well-formed list', async () => {
    const account = signIn('user');
    serveApi([[`GET /user/profile/${account.id}`, { data: { user: account } }]]);
    renderWithProviders(<ProfilePage role="user" />, { route: '/user/profile' });
    expect((await screen.findByText('Member since')).tagName).toBe('DT');
    expectWellFormedDefinitionLists();
  });

  it.each([
    ['user', UserBookingPage],
    ['owner', OwnerBookingPage],
    ['admin', AdminBookingPage],
  ] as const)('the %s booking page has one level-one heading', async (area, Page) => {
    signIn(area);
    serveApi([[`GET /${area}/bookings/${booking.id}`, { data: { booking } }]]);
    renderWithProviders(<Page />, {
      route: `/${area}/bookings/${booking.id}`,
      path: `/${area}/bookings/:id`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: booking.property.title }),
    ).toBeVisible();
    expectOneHeadingOne();
    expectWellFormedDefinitionLists();
  });
});
