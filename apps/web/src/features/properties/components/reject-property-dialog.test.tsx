import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RejectPropertyDialog } from './reject-property-dialog';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: toastSuccess, info: vi.fn() },
}));

afterEach(stopApi);

const property = { id: '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b', title: 'Heritage bungalow' };

describe('reject property dialog', () => {
  it('requires a reason before anything is sent, then sends it', async () => {
    const user = userEvent.setup();
    const calls = serveApi([
      [`PATCH /admin/properties/reject/${property.id}`, { data: { message: 'Property rejected' } }],
    ]);
    const onClose = vi.fn();
    renderWithProviders(<RejectPropertyDialog property={property} onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    expect(dialog).toHaveAccessibleDescription(/Heritage bungalow/);
    expect(screen.getByLabelText('Reason')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Bad');
    await user.click(screen.getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason'), ' photos: too dark');
    await user.click(screen.getByRole('button', { name: 'Reject listing' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(calls[0]?.data as string)).toEqual({ reason: 'Bad photos: too dark' });
    expect(toastSuccess).toHaveBeenCalledWith('Property rejected');
  });

  it('is not drawn without a property', () => {
    renderWithProviders(<RejectPropertyDialog property={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
