import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../../test/fake-api';
import { listOf } from '../../../test/property-factory';
import { renderWithProviders } from '../../../test/render';
import { OwnerPropertiesScreen } from './owner-properties-screen';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

describe('owner properties screen', () => {
  it('empties the search box when "Clear search" empties the URL’s search', async () => {
    const user = userEvent.setup();
    serveApi([[/^GET \/owner\/get-Owner-Properties/, { data: listOf([], 1, 10) }]]);
    renderWithProviders(<OwnerPropertiesScreen />, { route: '/owner/properties?search=villa' });

    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('villa');
    await user.click(await screen.findByRole('button', { name: 'Clear search' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/owner\/properties$/),
    );
    expect(box).toHaveValue('');
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
  });
});
