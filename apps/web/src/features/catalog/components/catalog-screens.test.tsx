import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../../test/fake-api';
import { demoFeatures } from '../../../test/property-factory';
import { renderWithProviders } from '../../../test/render';
import { FeaturesScreen } from './features-screen';
import { ServicesScreen } from './services-screen';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(stopApi);

const service = {
  id: '3c9f0b1e-7a2d-4c5e-9f8a-1b2c3d4e5f60',
  name: 'Weekly cleaning',
  description: 'A professional clean of the whole home every week.',
  monthlyPrice: 150_000,
  status: 'active',
  createdAt: '2025-01-10T10:00:00.000Z',
};

describe('admin services', () => {
  it('types prices in rupees, sends paise, and switches a service off', async () => {
    const user = userEvent.setup();
    const calls = serveApi([
      ['GET /admin/services', { data: { data: [service] } }],
      ['POST /admin/add-service', { status: 201, data: { message: 'Service added', service } }],
      [
        `PATCH /admin/services/status/${service.id}`,
        { data: { message: 'Service deactivated', service: { ...service, status: 'inactive' } } },
      ],
    ]);
    renderWithProviders(<ServicesScreen />);
    const row = await screen.findByRole('row', { name: /Weekly cleaning/ });
    expect(within(row).getByText('₹1,500')).toBeInTheDocument();

    await user.click(within(row).getByRole('switch', { name: 'Weekly cleaning active' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.data).toBe('{"status":"inactive"}'),
    );

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service' });
    await user.type(within(dialog).getByLabelText('Name'), 'Gardening');
    await user.type(within(dialog).getByLabelText('Description'), 'A gardener twice a month.');
    await user.type(within(dialog).getByLabelText('Monthly price (₹)'), '750.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = calls.find((call) => call.url === '/admin/add-service');
    expect(JSON.parse(added?.data as string)).toEqual({
      name: 'Gardening',
      description: 'A gardener twice a month.',
      monthlyPrice: 75_050,
      status: 'active',
    });
  });
});

describe('admin features', () => {
  it('says how many properties lose a feature before deleting it', async () => {
    const user = userEvent.setup();
    const calls = serveApi([
      ['GET /admin/features', { data: { data: demoFeatures } }],
      [/^POST \/admin\/features\/delete\//, { data: { message: 'Feature deleted' } }],
    ]);
    renderWithProviders(<FeaturesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Wi-Fi' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete feature?' });
    expect(confirm).toHaveTextContent('Wi-Fi is used by 3 properties');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === `/admin/features/delete/${demoFeatures[0]?.id}`),
      ).toBe(true),
    );
  });

  it('adds a feature with an icon picked from the quick picks', async () => {
    const user = userEvent.setup();
    const calls = serveApi([
      ['GET /admin/features', { data: { data: demoFeatures } }],
      [
        'POST /admin/add-feature',
        { status: 201, data: { message: 'Feature added', feature: demoFeatures[0] } },
      ],
    ]);
    renderWithProviders(<FeaturesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add feature' }));
    const dialog = screen.getByRole('dialog', { name: 'Add feature' });
    await user.type(within(dialog).getByLabelText('Name'), 'Balcony');
    await user.click(within(dialog).getByRole('button', { name: 'Choose sun' }));
    // A picker of the icons the app draws, no free text (issue 29).
    expect(within(dialog).getByRole('button', { name: 'Choose sun' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Icon' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Icon' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = calls.find((call) => call.url === '/admin/add-feature');
    expect(JSON.parse(added?.data as string)).toEqual({ name: 'Balcony', icon: 'sun' });
  });
});
