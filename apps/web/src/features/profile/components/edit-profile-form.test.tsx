import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopApi } from '../../../test/fake-api';
import { makeAccount, renderWithProviders } from '../../../test/render';
import { EditProfileForm } from './edit-profile-form';

// Issue 25: an owner's PAN is printed on their tenants' rent receipts (HRA above ₹1 lakh a year).
afterEach(() => {
  stopApi();
});

describe('the personal details form', () => {
  it('lets an owner give their PAN, typed in lower case, and refuses a malformed one', async () => {
    const owner = { ...makeAccount({ role: 'owner' }), pan: null };
    const calls = serveApi([
      ['PATCH /owner/profile/' + owner.id, { data: { user: { ...owner, pan: 'ABCDE1234F' } } }],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm role="owner" user={owner} />);

    const pan = screen.getByLabelText(/PAN/);
    await user.type(pan, 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(pan);
    await user.type(pan, 'abcde1234f');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]!.data as string)).toEqual({
      data: { name: owner.name, phone: owner.phone, pan: 'ABCDE1234F' },
    });
    await waitFor(() => expect(pan).toHaveValue('ABCDE1234F'));
  });

  it('shows a tenant no PAN field and sends none', async () => {
    const tenant = makeAccount({ role: 'user' });
    const calls = serveApi([['PATCH /user/profile/' + tenant.id, { data: { user: tenant } }]]);
    const user = userEvent.setup();
    renderWithProviders(<EditProfileForm role="user" user={tenant} />);
    expect(screen.queryByLabelText(/PAN/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Meera Menon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]!.data as string)).toEqual({
      data: { name: 'Meera Menon', phone: tenant.phone },
    });
  });
});
