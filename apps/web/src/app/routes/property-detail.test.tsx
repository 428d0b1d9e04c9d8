import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeDetail } from '../../test/property-factory';
import { renderWithProviders, signIn } from '../../test/render';
import PropertyDetailPage from './property-detail';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

const property = makeDetail({ status: 'rejected', rejectionReason: 'Add a photo of the kitchen.' });

describe('/propertyDetail', () => {
  it('invites a visitor to sign in as the owner and come back', () => {
    renderWithProviders(<PropertyDetailPage />, { route: `/propertyDetail?id=${property.id}` });
    expect(screen.getByRole('link', { name: 'Sign in as owner' })).toHaveAttribute(
      'href',
      `/owner/login?redirect=/propertyDetail%3Fid%3D${property.id}`,
    );
  });

  it('shows a signed-in owner their listing read-only, with its review state', async () => {
    signIn('owner');
    serveApi([[`GET /owner/property/${property.id}`, { data: { property } }]]);
    renderWithProviders(<PropertyDetailPage />, { route: `/propertyDetail?id=${property.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeVisible();
    expect(screen.getByText('Reason: Add a photo of the kitchen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage listing' })).toHaveAttribute(
      'href',
      `/owner/property/${property.id}`,
    );
  });
});
