import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { demoFeatures } from '../../test/property-factory';
import { makeAccount, renderWithProviders, signIn } from '../../test/render';
import OwnerPropertiesPage from './owner-properties';
import OwnerPropertyFormPage from './owner-property-form';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const serveOwner = (approvalStatus: 'pending' | 'approved' | 'rejected') => {
  const owner = signIn('owner', { approvalStatus: 'pending' });
  serveApi([
    [
      `GET /owner/profile/${owner.id}`,
      // An owner's profile carries their PAN (null when not given).
      {
        data: { user: { ...makeAccount({ ...owner, role: 'owner', approvalStatus }), pan: null } },
      },
    ],
    ['GET /owner/features', { data: { data: demoFeatures } }],
    [
      /^GET \/owner\/get-Owner-Properties/,
      { data: { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } } },
    ],
    ['GET /owner/subscription', { data: { plans: [], current: null, usedProperties: 0 } }],
  ]);
};

describe('adding a property before approval (issue 12, item 3)', () => {
  it('tells a pending owner up front, with what they can do, instead of the form', async () => {
    serveOwner('pending');
    renderWithProviders(<OwnerPropertyFormPage />, { route: '/owner/add-property' });
    expect(
      await screen.findByRole('heading', {
        name: 'You can add properties once your account is approved',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/owner/profile',
    );
    expect(screen.getByRole('link', { name: 'View the plans' })).toHaveAttribute(
      'href',
      '/owner/subscription',
    );
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Photos')).not.toBeInTheDocument();
  });

  it('shows the form once the profile says the owner is approved, though the session said pending', async () => {
    serveOwner('approved');
    renderWithProviders(<OwnerPropertyFormPage />, { route: '/owner/add-property' });
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
    expect(screen.queryByText(/once your account is approved/)).not.toBeInTheDocument();
  });

  it('the properties page says it beside the list and offers no add button to a pending owner', async () => {
    serveOwner('pending');
    renderWithProviders(<OwnerPropertiesPage />, { route: '/owner/properties' });
    expect(
      await screen.findByText('You can add properties once your account is approved'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'complete your profile' })).toHaveAttribute(
      'href',
      '/owner/profile',
    );
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
  });

  it('a rejected owner is told why adding is closed', async () => {
    serveOwner('rejected');
    renderWithProviders(<OwnerPropertyFormPage />, { route: '/owner/add-property' });
    expect(
      await screen.findByRole('heading', {
        name: 'Your account was not approved, so you cannot add properties',
      }),
    ).toBeVisible();
  });
});
