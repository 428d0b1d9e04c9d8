import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDetail } from '@nestly/shared';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeDetail } from '../../test/property-factory';
import { renderWithProviders, signIn } from '../../test/render';
import AdminPropertyPage from './admin-property';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const noReviews = {
  summary: { ratingAverage: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] },
  data: [],
  pagination: { page: 1, limit: 5, total: 0, totalPages: 1 },
};

const renderListing = (overrides: Partial<PropertyDetail>) => {
  const property = makeDetail(overrides);
  serveApi([
    [
      `GET /admin/property/${property.id}`,
      {
        data: {
          property,
          owner: {
            id: property.owner.id,
            name: property.owner.name,
            email: 'priya@example.com',
            phone: null,
            status: 'active',
          },
          history: [],
        },
      },
    ],
    [`GET /admin/reviews/${property.id}`, { data: noReviews }],
  ]);
  signIn('admin');
  renderWithProviders(<AdminPropertyPage />, {
    route: `/admin/properties/${property.id}`,
    path: '/admin/properties/:id',
  });
};

/** The moderation buttons shown, by name, in order. */
const moderationButtons = async () => {
  const remove = await screen.findByRole('button', { name: 'Delete' });
  const actions = remove.parentElement;
  if (!actions) throw new Error('The moderation actions have no container');
  return within(actions)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('admin property moderation', () => {
  it.each([
    ['a pending listing', { status: 'pending' as const }, ['Approve', 'Reject', 'Delete']],
    ['an approved listing', { status: 'approved' as const }, ['Block', 'Delete']],
    ['a blocked listing', { status: 'approved' as const, isBlocked: true }, ['Unblock', 'Delete']],
    [
      'a rejected listing',
      { status: 'rejected' as const, rejectionReason: 'Photos are of another home' },
      ['Approve', 'Delete'],
    ],
  ])('offers %s only the actions its state allows', async (_name, overrides, expected) => {
    renderListing(overrides);
    expect(await moderationButtons()).toEqual(expected);
  });

  it('never offers an approved listing "Reject"', async () => {
    const user = userEvent.setup();
    renderListing({ status: 'approved' });
    await screen.findByRole('button', { name: 'Block' });
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('alertdialog', { name: 'Block listing?' })).toBeInTheDocument();
  });
});
