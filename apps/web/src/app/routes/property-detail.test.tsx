import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeDetail } from '../../test/property-factory';
import { renderWithProviders, signIn, signOut } from '../../test/render';
import PropertyDetailPage from './property-detail';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  stopApi();
  signOut();
});

const property = makeDetail({ status: 'rejected', rejectionReason: 'Add a photo of the kitchen.' });

describe('/propertyDetail', () => {
  it('sends a visitor to the user sign-in, and back to the tenant’s view of the home', async () => {
    renderWithProviders(<PropertyDetailPage />, {
      route: `/propertyDetail?id=${property.id}`,
      path: '/propertyDetail',
      children: <Route path="/user/login" element={<p>User sign in</p>} />,
    });
    expect(await screen.findByText('User sign in')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/user/login?redirect=/user/property/${property.id}`,
    );
  });

  it('sends a signed-in tenant straight to the tenant’s view of the home', async () => {
    signIn('user');
    renderWithProviders(<PropertyDetailPage />, {
      route: `/propertyDetail?id=${property.id}`,
      path: '/propertyDetail',
      children: <Route path="/user/property/:id" element={<p>Tenant view</p>} />,
    });
    expect(await screen.findByText('Tenant view')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/user/property/${property.id}`);
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
