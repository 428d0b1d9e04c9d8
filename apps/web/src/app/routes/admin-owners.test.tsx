import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../test/fake-api';
import { makeAccount, renderWithProviders, signIn } from '../../test/render';
import AdminOwnersPage from './admin-owners';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));
afterEach(() => stopApi());

const owner = {
  ...makeAccount({
    id: '0b6f2c1e-6a55-4f7d-9a53-1f0e4f3c2b10',
    role: 'owner',
    name: 'Thomas Kurian',
    approvalStatus: 'pending',
  }),
  documentCount: 2,
};
const page = { data: [owner], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } };

describe('the admin’s owners', () => {
  it('asks before approving an owner, as it does before approving a listing (issue 29)', async () => {
    const user = userEvent.setup();
    signIn('admin');
    const calls = serveApi([
      ['GET /admin/owners', { data: page }],
      [
        `PATCH /admin/owners/approve/${owner.id}`,
        { data: { message: 'Owner approved', user: { ...owner, approvalStatus: 'approved' } } },
      ],
    ]);
    renderWithProviders(<AdminOwnersPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Thomas Kurian' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Approve owner?' });
    expect(dialog).toHaveTextContent('Thomas Kurian can buy a plan and list homes right away.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.url)).toEqual([
      `/admin/owners/approve/${owner.id}`,
    ]);
  });
});
